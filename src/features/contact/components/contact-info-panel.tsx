import EmailIcon from '@mui/icons-material/Email';
import EmergencyIcon from '@mui/icons-material/Emergency';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface InfoItemProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  urgent?: boolean;
}

function InfoItem({ icon, title, children, urgent = false }: InfoItemProps) {
  return (
    <Stack component="li" direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Avatar
        aria-hidden
        sx={{
          bgcolor: urgent ? 'error.main' : 'primary.main',
          color: urgent ? 'error.contrastText' : 'primary.contrastText',
        }}
      >
        {icon}
      </Avatar>
      <Stack spacing={0.25} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Stack>
  );
}

const Note = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

/** §2: how to reach Safar besides the form. Phone, email and address are shared with the footer. */
export function ContactInfoPanel() {
  const { t } = useTranslation('contact');
  const phone = t('common:footer.phone');
  const email = t('common:footer.email');
  const phoneLink = (
    <Link href={`tel:${phone.replace(/\s/g, '')}`} dir="ltr" sx={{ alignSelf: 'flex-start' }}>
      {phone}
    </Link>
  );

  return (
    <Card component="section" aria-labelledby="contact-info-heading" sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography
          id="contact-info-heading"
          variant="h5"
          component="h2"
          sx={{ fontWeight: 600, mb: 3 }}
        >
          {t('info.heading')}
        </Typography>
        <Stack component="ul" spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          <InfoItem icon={<PhoneIcon />} title={t('info.phone.title')}>
            {phoneLink}
            <Note>{t('info.phone.note')}</Note>
          </InfoItem>
          <InfoItem icon={<EmailIcon />} title={t('info.email.title')}>
            <Link href={`mailto:${email}`} sx={{ overflowWrap: 'anywhere' }}>
              {email}
            </Link>
            <Note>{t('info.email.note')}</Note>
          </InfoItem>
          <InfoItem icon={<LocationOnIcon />} title={t('info.office.title')}>
            <Typography component="address" sx={{ fontStyle: 'normal' }}>
              {t('common:footer.address')}
            </Typography>
          </InfoItem>
          <InfoItem icon={<ScheduleIcon />} title={t('info.hours.title')}>
            <Note>{t('info.hours.weekdays')}</Note>
            <Note>{t('info.hours.saturday')}</Note>
            <Note>{t('info.hours.sunday')}</Note>
          </InfoItem>
          <InfoItem icon={<EmergencyIcon />} title={t('info.emergency.title')} urgent>
            {phoneLink}
            <Note>{t('info.emergency.note')}</Note>
          </InfoItem>
        </Stack>
      </CardContent>
    </Card>
  );
}
