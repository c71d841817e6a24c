import Box from '@mui/material/Box';
import { useState } from 'react';

import { airlineLogoUrl } from '../model/airlines';

/**
 * The airline's logo from the external logo service (§2) over a local badge with the code. The
 * badge shows until the logo has loaded, and stays when it cannot load (offline, blocked by the
 * Content-Security-Policy, unknown code, a request that never ends). Decorative either way: the
 * airline's name is always written next to it.
 */
export function AirlineLogo({ code, size = 40 }: { code: string; size?: number }) {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const [loadedCode, setLoadedCode] = useState<string | null>(null);
  const [failedCode, setFailedCode] = useState<string | null>(null);
  const loaded = loadedCode === code;

  return (
    <Box aria-hidden sx={{ position: 'relative', width: size, height: size, flexShrink: 0 }}>
      {!loaded && (
        <Box
          data-testid="airline-logo-fallback"
          sx={{
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            borderRadius: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 700,
            fontSize: size * 0.36,
            letterSpacing: 0.5,
          }}
        >
          {code}
        </Box>
      )}
      {!offline && failedCode !== code && (
        <Box
          component="img"
          src={airlineLogoUrl(code)}
          alt=""
          width={size}
          height={size}
          loading="lazy"
          referrerPolicy="no-referrer"
          onLoad={() => setLoadedCode(code)}
          onError={() => setFailedCode(code)}
          sx={{
            position: 'absolute',
            inset: 0,
            objectFit: 'contain',
            borderRadius: 1,
            bgcolor: 'common.white',
            opacity: loaded ? 1 : 0,
          }}
        />
      )}
    </Box>
  );
}
