import type { Components, Theme } from '@mui/material/styles';

export const inputCustomizations: Components<Theme> = {
  MuiTextField: { defaultProps: { fullWidth: true } },
  MuiOutlinedInput: { styleOverrides: { root: { borderRadius: 10 } } },
  // Helper text always keeps its line so the layout does not jump when an error appears.
  MuiFormHelperText: { styleOverrides: { root: { minHeight: '1.25em' } } },
};
