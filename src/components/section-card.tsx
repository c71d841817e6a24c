import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id: the section is labelled by it. */
  id: string;
  title: ReactNode;
  /** h2 for a page's sections; h3 in a checkout step, under the step's own heading. */
  heading?: 'h2' | 'h3';
  /** A line under the title. */
  note?: ReactNode;
  /** The space under the title (and its note), in theme spacing. */
  gap?: number;
  children: ReactNode;
}

/** One titled section of a page or a checkout step, on a card. */
export function SectionCard({
  id,
  title,
  heading = 'h2',
  note,
  gap = 1.5,
  children,
}: SectionCardProps) {
  return (
    <Card component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h6" component={heading} sx={note ? undefined : { mb: gap }}>
        {title}
      </Typography>
      {note && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: gap }}>
          {note}
        </Typography>
      )}
      {children}
    </Card>
  );
}
