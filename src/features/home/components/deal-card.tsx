import LocationOnIcon from '@mui/icons-material/LocationOn';
import NightsStayIcon from '@mui/icons-material/NightsStay';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { RouterButton } from '@/components/router-button';
import { formatNumber, formatPercent, formatPrice } from '@/lib/format';
import { useLanguage } from '@/lib/use-language';

import { discountOf, type FeaturedDeal } from '../data/featured-deals';

import { StarRating } from './star-rating';
import { focusRing, visuallyHidden } from './a11y-styles';

export function DealCard({ deal }: { deal: FeaturedDeal }) {
  const { t } = useTranslation('home');
  const language = useLanguage();
  const nameId = useId();
  const discount = discountOf(deal);

  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ position: 'relative' }}>
        <CardMedia
          component="img"
          image={deal.image}
          alt={t(`deals.items.${deal.id}.alt`)}
          loading="lazy"
          sx={{ height: 180, objectFit: 'cover' }}
        />
        <Chip
          color="error"
          size="small"
          label={
            <>
              <span aria-hidden>{formatPercent(-discount, language)}</span>
              <Box component="span" sx={visuallyHidden}>
                {t('deals.discount', { percent: formatPercent(discount, language) })}
              </Box>
            </>
          }
          sx={{ position: 'absolute', top: 12, insetInlineStart: 12, fontWeight: 700 }}
        />
      </Box>
      <CardContent sx={{ flex: 1 }}>
        <Typography id={nameId} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
          {t(`deals.items.${deal.id}.name`)}
        </Typography>
        <Stack
          direction="row"
          spacing={0.5}
          sx={{ alignItems: 'center', color: 'text.secondary', mt: 0.5 }}
        >
          <LocationOnIcon aria-hidden fontSize="small" />
          <Typography variant="body2">{t(`cities.${deal.city}.name`)}</Typography>
        </Stack>
        <Stack
          direction="row"
          sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1.5 }}
        >
          <StarRating value={deal.rating} showValue />
          <Stack
            direction="row"
            spacing={0.5}
            sx={{ alignItems: 'center', color: 'text.secondary' }}
          >
            <NightsStayIcon aria-hidden fontSize="small" />
            <Typography variant="body2">
              {t('deals.nights', {
                count: deal.nights,
                value: formatNumber(deal.nights, language),
              })}
            </Typography>
          </Stack>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', flexWrap: 'wrap', mt: 2 }}>
          <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700 }}>
            <Box component="span" sx={visuallyHidden}>
              {t('deals.price')}
            </Box>
            {formatPrice(deal.price, language)}
          </Typography>
          <Typography component="del" color="text.secondary">
            <Box component="span" sx={visuallyHidden}>
              {t('deals.originalPrice')}
            </Box>
            {formatPrice(deal.originalPrice, language)}
          </Typography>
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {t('deals.priceNote')}
        </Typography>
      </CardContent>
      <CardActions sx={{ p: 2, pt: 0 }}>
        <RouterButton
          to="/hotels"
          variant="contained"
          fullWidth
          aria-describedby={nameId}
          sx={focusRing}
        >
          {t('deals.bookNow')}
        </RouterButton>
      </CardActions>
    </Card>
  );
}
