import Container, { type ContainerProps } from '@mui/material/Container';

/** The one page wrapper: consistent width and vertical rhythm below the header. */
export function PageContainer({ children, sx, ...props }: ContainerProps) {
  return (
    <Container
      maxWidth="lg"
      sx={[{ py: { xs: 4, md: 6 } }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...props}
    >
      {children}
    </Container>
  );
}
