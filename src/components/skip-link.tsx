import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A link that shows only when focused and takes the keyboard past what it skips (WCAG 2.4.1):
 * to the main content past the header, or to the results past a page's search and filters. The
 * target needs tabIndex={-1}. Drawn as a plain anchor, without a MUI Link's code.
 */
export function SkipLink({ href, children }: { href: `#${string}`; children: ReactNode }) {
  return (
    <Box
      component="a"
      href={href}
      sx={{
        position: 'absolute',
        insetInlineStart: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.appBar + 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        textDecorationColor: (theme) => theme.alpha(theme.vars.palette.primary.main, 0.4),
        '&:hover': { textDecorationColor: 'inherit' },
        p: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
        '&:focus-visible': {
          outline: '2px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      {children}
    </Box>
  );
}
