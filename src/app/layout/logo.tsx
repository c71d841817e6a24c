import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function Logo() {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={t('nav.homeLink')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: 1,
        '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 4 },
      }}
    >
      <FlightTakeoffIcon
        sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
      />
      <Typography component="span" variant="h6" sx={{ fontWeight: 800, letterSpacing: 0.5 }}>
        {t('brand')}
      </Typography>
    </Box>
  );
}
