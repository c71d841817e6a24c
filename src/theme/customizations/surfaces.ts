import type { Components, Theme } from '@mui/material/styles';

export const surfaceCustomizations: Components<Theme> = {
  MuiPaper: { styleOverrides: { rounded: { borderRadius: 14 } } },
  MuiCard: {
    defaultProps: { elevation: 0 },
    styleOverrides: {
      root: ({ theme }) => ({
        borderRadius: 16,
        border: `1px solid ${theme.vars.palette.divider}`,
      }),
    },
  },
  MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
  MuiLink: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&:focus-visible': {
          outline: `2px solid ${theme.vars.palette.primary.main}`,
          outlineOffset: 2,
        },
      }),
    },
  },
};
