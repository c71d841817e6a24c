import { CAR_IMAGE_BASE } from '@server/modules/cars/constants.ts';

import { ServedPicture, type ServedPictureProps } from '@/components/results/served-picture';

const CARS = { base: CAR_IMAGE_BASE, width: 640, intrinsicHeight: 360, fit: 'contain' } as const;

/** A car drawn and served by our own server (GET /api/cars/images/…), whole on a plain ground. */
export function CarPicture(props: ServedPictureProps) {
  return <ServedPicture {...props} source={CARS} />;
}
