import type { Components, Theme } from '@mui/material/styles';

export const buttonCustomizations: Components<Theme> = {
  MuiButton: {
    defaultProps: { disableElevation: true },
    styleOverrides: {
      root: { borderRadius: 10, textTransform: 'none', fontWeight: 600 },
      sizeLarge: { paddingBlock: 10, paddingInline: 22 },
    },
  },
  MuiIconButton: {
    styleOverrides: {
      root: ({ theme }) => ({
        '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
      }),
    },
  },
};
