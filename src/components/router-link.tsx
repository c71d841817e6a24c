import MuiLink, { type LinkProps as MuiLinkProps } from '@mui/material/Link';
import { Link, type LinkProps } from 'react-router-dom';

/** MUI link styles on react-router navigation. */
export function RouterLink(props: MuiLinkProps & LinkProps) {
  return <MuiLink component={Link} {...props} />;
}
