import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** Three card-shaped placeholders while a search runs. */
export function ResultsSkeleton() {
  return [0, 1, 2].map((index) => (
    <Card key={index} sx={{ p: 2.5 }} aria-hidden>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'center' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 180 }}>
          <Skeleton variant="rounded" width={40} height={40} />
          <Skeleton width={110} />
        </Stack>
        <Skeleton sx={{ flex: 1, width: '100%' }} height={56} />
        <Stack spacing={1} sx={{ minWidth: 170, alignItems: 'flex-end' }}>
          <Skeleton width={90} height={36} />
          <Skeleton variant="rounded" width={170} height={36} />
        </Stack>
      </Stack>
    </Card>
  ));
}
