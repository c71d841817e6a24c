import Button, { type ButtonProps } from '@mui/material/Button';
import { Link, type LinkProps } from 'react-router-dom';

/**
 * MUI button styles on react-router navigation. Apart from RouterLink, so a page that only needs
 * the button (the eager not-found page) does not bring MUI Link into the first download.
 */
export function RouterButton(props: ButtonProps & LinkProps) {
  return <Button component={Link} {...props} />;
}
