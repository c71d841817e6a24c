import { HOTEL_IMAGE_BASE } from '@server/modules/hotels/constants.ts';

import { ServedPicture, type ServedPictureProps } from '@/components/results/served-picture';

const HOTELS = { base: HOTEL_IMAGE_BASE, width: 960, intrinsicHeight: 640, fit: 'cover' } as const;

/** A hotel's picture, drawn and served by our own server (server/src/inventory/hotels/pictures.ts). */
export function HotelPicture(props: ServedPictureProps) {
  return <ServedPicture {...props} source={HOTELS} />;
}
