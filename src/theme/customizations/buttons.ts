import type { Components, Theme } from '@mui/material/styles';

// Keyboard focus must be plainly visible on every control, not only as MUI's faint ripple.
const focusRing = ({ theme }: { theme: Theme }) => ({
  '&.Mui-focusVisible, &:focus-visible': {
    outline: `2px solid ${theme.vars.palette.primary.main}`,
    outlineOffset: 2,
  },
});

export const buttonCustomizations: Components<Theme> = {
  MuiButtonBase: { styleOverrides: { root: focusRing } },
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 10, textTransform: 'none', fontWeight: 600 },
      sizeLarge: { paddingBlock: 10, paddingInline: 22 },
    },
  },
};
