import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface SectionHeadingProps {
  /** Referenced by the section's aria-labelledby. */
  id: string;
  title: string;
  subtitle: string;
}

export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
    <Box sx={{ mb: { xs: 3, md: 4 }, textAlign: 'center' }}>
      <Typography
        id={id}
        variant="h4"
        component="h2"
        sx={{ fontSize: { xs: '1.6rem', md: '2.1rem' } }}
      >
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {subtitle}
      </Typography>
    </Box>
  );
}
