import ApartmentIcon from '@mui/icons-material/Apartment';
import BeachAccessIcon from '@mui/icons-material/BeachAccess';
import BedIcon from '@mui/icons-material/Bed';
import HotelIcon from '@mui/icons-material/Hotel';
import VillaIcon from '@mui/icons-material/Villa';
import Box from '@mui/material/Box';
import type { PropertyType } from '@server/modules/hotels/constants.ts';

const ICONS = {
  hotel: HotelIcon,
  apartment: ApartmentIcon,
  resort: BeachAccessIcon,
  hostel: BedIcon,
  villa: VillaIcon,
} as const;

// Hues per property type, so a list of placeholders is not one grey wall.
const HUES: Record<PropertyType, number> = {
  hotel: 210,
  apartment: 265,
  resort: 185,
  hostel: 25,
  villa: 145,
};

interface HotelPictureProps {
  propertyType: PropertyType;
  /** A stable number (the hotel's code) to vary the shade between hotels of one type. */
  seed: number;
  height: number | string | Record<string, number | string>;
}

/**
 * Where a hotel's photograph goes. The inventory has no photographs yet (a server task), so this
 * is a drawn placeholder: a gradient in the property type's colour with its icon; it is
 * decoration, the hotel's name says the rest.
 */
export function HotelPicture({ propertyType, seed, height }: HotelPictureProps) {
  const Icon = ICONS[propertyType];
  const hue = HUES[propertyType] + (seed % 7) * 4;
  return (
    <Box
      aria-hidden
      sx={{
        height,
        width: '100%',
        display: 'grid',
        placeItems: 'center',
        color: 'common.white',
        background: `linear-gradient(135deg, hsl(${hue} 55% 42%), hsl(${hue + 30} 60% 62%))`,
        '& svg': { fontSize: 56, opacity: 0.85 },
      }}
    >
      <Icon />
    </Box>
  );
}
