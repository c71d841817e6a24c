import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** "Back" points the way the reader came from: left in English, right in Arabic. */
export function BackArrowIcon() {
  return (
    <ArrowBackIcon
      aria-hidden
      sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined })}
    />
  );
}
