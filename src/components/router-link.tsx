import Button, { type ButtonProps } from '@mui/material/Button';
import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { Link, type LinkProps } from 'react-router-dom';

/** MUI link and button styles on react-router navigation. */
export function RouterLink(props: MuiLinkProps & LinkProps) {
  return <MuiLink component={Link} {...props} />;
}

export function RouterButton(props: ButtonProps & LinkProps) {
  return <Button component={Link} {...props} />;
}
