import StarIcon from '@mui/icons-material/Star';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import type { CarOffer } from '../api/car-types';
import { useCarText } from '../hooks/use-car-format';

/** The rental company and what renters scored it: "Mirage Rent a Car ★ 4.5 (1,284 reviews)". */
export function SupplierLine({ supplier }: { supplier: CarOffer['supplier'] }) {
  const { t, format } = useCarText();
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {format.name(supplier)}
      </Typography>
      <StarIcon fontSize="small" sx={{ color: 'warning.main' }} />
      <Typography variant="body2" color="text.secondary">
        {t('card.rating', {
          score: format.score(supplier.rating),
          reviews: t('card.reviews', {
            count: supplier.reviews,
            value: format.number(supplier.reviews),
          }),
        })}
      </Typography>
    </Stack>
  );
}
