import { seededRandom } from '../shared/random.ts';
import { bathroom, gym, lobby, restaurant, room, spa } from './artwork/indoor.ts';
import { beach, exterior, pool, terrace } from './artwork/outdoor.ts';
import { paletteOf } from './artwork/svg.ts';
import { PICTURES_MAX, PICTURES_MIN } from './constants.ts';
import type { Hotel } from './types.ts';

// A hotel's pictures (§3: images of type GEN, the property, or HAB, a room): which ones it has,
// from its kind, facilities and rooms, and each drawn on demand as an SVG illustration in the
// hotel's own colours (artwork/). Nothing is stored and nothing comes from another host; the
// same hotel gets the same pictures on every server.

export type PictureScene =
  | 'exterior'
  | 'lobby'
  | 'room'
  | 'bathroom'
  | 'pool'
  | 'beach'
  | 'restaurant'
  | 'spa'
  | 'gym'
  | 'terrace';

export interface HotelPicture {
  /** 1 for the first; the path's file name. */
  order: number;
  type: 'GEN' | 'HAB';
  scene: PictureScene;
  /** The room type a HAB picture shows. */
  roomCode?: string;
}

const CAPTIONS: Record<Exclude<PictureScene, 'room'>, { en: string; ar: string }> = {
  exterior: { en: 'The property', ar: 'المبنى من الخارج' },
  lobby: { en: 'Lobby and reception', ar: 'الردهة والاستقبال' },
  bathroom: { en: 'Bathroom', ar: 'الحمّام' },
  pool: { en: 'Swimming pool', ar: 'المسبح' },
  beach: { en: 'Beach', ar: 'الشاطئ' },
  restaurant: { en: 'Restaurant', ar: 'المطعم' },
  spa: { en: 'Spa', ar: 'السبا' },
  gym: { en: 'Fitness centre', ar: 'مركز اللياقة' },
  terrace: { en: 'View from the terrace', ar: 'الإطلالة من الشرفة' },
};

/**
 * The pictures a hotel has, best first (a detail page shows the first six): outside, its first
 * room, the pool or beach, the lobby, a bathroom, then what else its facilities promise.
 */
export function hotelPictures(hotel: Hotel): HotelPicture[] {
  const has = (code: Hotel['facilities'][number]) => hotel.facilities.includes(code);
  const [firstRoom, secondRoom] = hotel.rooms;
  const wanted: Omit<HotelPicture, 'order'>[] = [{ type: 'GEN', scene: 'exterior' }];
  if (firstRoom) wanted.push({ type: 'HAB', scene: 'room', roomCode: firstRoom.code });
  if (has('pool')) wanted.push({ type: 'GEN', scene: 'pool' });
  if (has('beach-access')) wanted.push({ type: 'GEN', scene: 'beach' });
  wanted.push({ type: 'GEN', scene: 'lobby' }, { type: 'HAB', scene: 'bathroom' });
  if (has('restaurant') || has('breakfast')) wanted.push({ type: 'GEN', scene: 'restaurant' });
  if (secondRoom) wanted.push({ type: 'HAB', scene: 'room', roomCode: secondRoom.code });
  if (has('spa')) wanted.push({ type: 'GEN', scene: 'spa' });
  if (has('gym')) wanted.push({ type: 'GEN', scene: 'gym' });
  if (has('terrace') || has('garden') || wanted.length < PICTURES_MIN)
    wanted.push({ type: 'GEN', scene: 'terrace' });
  // Every hotel has somewhere guests eat or sit: enough for the minimum whatever its facilities.
  if (wanted.length < PICTURES_MIN) wanted.push({ type: 'GEN', scene: 'restaurant' });
  return wanted.slice(0, PICTURES_MAX).map((picture, index) => ({ ...picture, order: index + 1 }));
}

export function pictureCaption(hotel: Hotel, picture: HotelPicture, arabic: boolean): string {
  if (picture.scene === 'room') {
    const shown = hotel.rooms.find((type) => type.code === picture.roomCode);
    return (arabic ? shown?.nameAr : shown?.name) ?? '';
  }
  return CAPTIONS[picture.scene][arabic ? 'ar' : 'en'];
}

/** The SVG of a hotel's picture number `order`, or null when it has no such picture. */
export function drawHotelPicture(hotel: Hotel, order: number): string | null {
  const picture = hotelPictures(hotel).find((candidate) => candidate.order === order);
  if (!picture) return null;
  const palette = paletteOf(seededRandom('palette', hotel.code), hotel.latitude);
  const random = seededRandom('picture', hotel.code, order);
  switch (picture.scene) {
    case 'exterior':
      return exterior(random, hotel, palette);
    case 'room': {
      const shown = hotel.rooms.find((type) => type.code === picture.roomCode) ?? hotel.rooms[0];
      return shown ? room(random, palette, shown) : null;
    }
    case 'bathroom':
      return bathroom(random, palette);
    case 'lobby':
      return lobby(random, palette);
    case 'pool':
      return pool(random, palette);
    case 'beach':
      return beach(random, palette);
    case 'restaurant':
      return restaurant(random, palette);
    case 'spa':
      return spa(random, palette);
    case 'gym':
      return gym(random, palette);
    case 'terrace':
      return terrace(random, palette);
  }
}
