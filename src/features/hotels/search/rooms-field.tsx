import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STAY_LIMITS } from '@server/modules/hotels/constants.ts';

import { CountStepper } from '@/components/form/count-stepper';
import { PopoverField } from '@/components/form/popover-field';

import { DEFAULT_ROOM } from '../hotel-search-slice';
import { useHotelFormat } from '../hooks/use-hotel-format';
import { useHotelsTranslation } from '../hooks/use-hotels-translation';
import { guestCount, type RoomGuests } from '../model/hotel-search';

const AGES = Array.from({ length: STAY_LIMITS.childAgeMax + 1 }, (_, age) => age);
// A child added without an age is priced at the server's default age until one is chosen.
const NEW_CHILD_AGE = STAY_LIMITS.defaultChildAge;
// Guests older than the server's oldest child age count as adults.
const ADULT_AGE = STAY_LIMITS.childAgeMax + 1;

interface RoomsFieldProps {
  id: string;
  value: RoomGuests[];
  onChange: (rooms: RoomGuests[]) => void;
  /** What is wrong with the rooms, in words. */
  error?: string;
}

/** Rooms and their guests in words: "2 rooms · 4 adults · 1 child". */
export function useRoomsSummary(rooms: readonly RoomGuests[]) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const { adults, children } = guestCount(rooms);
  return [
    t('search.rooms.roomsCount', { count: rooms.length, value: format.number(rooms.length) }),
    t('search.rooms.adultsCount', { count: adults, value: format.number(adults) }),
    ...(children
      ? [t('search.rooms.childrenCount', { count: children, value: format.number(children) })]
      : []),
  ].join(' · ');
}

/**
 * §2/§5: the rooms list, each with its adults and children (and each child's age, which prices
 * the stay). Rooms can be added, and removed while more than one remains.
 */
export function RoomsField({ id, value, onChange, error }: RoomsFieldProps) {
  const { t } = useHotelsTranslation();
  const format = useHotelFormat();
  const summary = useRoomsSummary(value);
  const update = (index: number, room: RoomGuests) =>
    onChange(value.map((current, i) => (i === index ? room : current)));

  return (
    <PopoverField id={id} label={t('search.rooms.label')} value={summary} error={error}>
      {(close) => (
        <Stack spacing={2} sx={{ p: 2, width: 360, maxWidth: '100%' }}>
          {value.map((room, index) => {
            const roomId = `${id}-room-${index}`;
            const name = t('search.rooms.room', { value: format.number(index + 1) });
            return (
              <Stack key={index} spacing={1.5} role="group" aria-labelledby={`${roomId}-title`}>
                {index > 0 && <Divider />}
                <Stack
                  direction="row"
                  sx={{ alignItems: 'center', justifyContent: 'space-between' }}
                >
                  <Typography id={`${roomId}-title`} sx={{ fontWeight: 700 }}>
                    {name}
                  </Typography>
                  {value.length > 1 && (
                    <Button
                      size="small"
                      color="error"
                      startIcon={<DeleteOutlineIcon />}
                      onClick={() => onChange(value.filter((_, i) => i !== index))}
                      aria-label={t('search.rooms.removeRoom', { room: name })}
                    >
                      {t('search.rooms.remove')}
                    </Button>
                  )}
                </Stack>
                <CountStepper
                  id={`${roomId}-adults`}
                  label={t('search.rooms.adults')}
                  note={t('search.rooms.adultsNote', { age: format.number(ADULT_AGE) })}
                  value={format.number(room.adults)}
                  decreaseLabel={t('search.rooms.fewerAdults', { room: name })}
                  increaseLabel={t('search.rooms.moreAdults', { room: name })}
                  canDecrease={room.adults > STAY_LIMITS.adultsPerRoomMin}
                  canIncrease={room.adults < STAY_LIMITS.adultsPerRoomMax}
                  onDecrease={() => update(index, { ...room, adults: room.adults - 1 })}
                  onIncrease={() => update(index, { ...room, adults: room.adults + 1 })}
                />
                <CountStepper
                  id={`${roomId}-children`}
                  label={t('search.rooms.children')}
                  note={t('search.rooms.childrenNote', {
                    min: format.number(0),
                    max: format.number(STAY_LIMITS.childAgeMax),
                  })}
                  value={format.number(room.childAges.length)}
                  decreaseLabel={t('search.rooms.fewerChildren', { room: name })}
                  increaseLabel={t('search.rooms.moreChildren', { room: name })}
                  canDecrease={room.childAges.length > 0}
                  canIncrease={room.childAges.length < STAY_LIMITS.childrenPerRoomMax}
                  onDecrease={() =>
                    update(index, { ...room, childAges: room.childAges.slice(0, -1) })
                  }
                  onIncrease={() =>
                    update(index, { ...room, childAges: [...room.childAges, NEW_CHILD_AGE] })
                  }
                />
                {room.childAges.length > 0 && (
                  <Grid container spacing={1}>
                    {room.childAges.map((age, child) => (
                      <Grid key={child} size={6}>
                        <TextField
                          select
                          fullWidth
                          size="small"
                          id={`${roomId}-child-${child}`}
                          label={t('search.rooms.childAge', { value: format.number(child + 1) })}
                          value={age}
                          onChange={(event) =>
                            update(index, {
                              ...room,
                              childAges: room.childAges.map((current, i) =>
                                i === child ? Number(event.target.value) : current,
                              ),
                            })
                          }
                        >
                          {AGES.map((option) => (
                            <MenuItem key={option} value={option}>
                              {t('search.rooms.age', {
                                count: option,
                                value: format.number(option),
                              })}
                            </MenuItem>
                          ))}
                        </TextField>
                      </Grid>
                    ))}
                  </Grid>
                )}
              </Stack>
            );
          })}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <Button
              startIcon={<AddIcon />}
              disabled={value.length >= STAY_LIMITS.roomsMax}
              onClick={() => onChange([...value, { ...DEFAULT_ROOM }])}
            >
              {t('search.rooms.add')}
            </Button>
            <Button variant="contained" onClick={close}>
              {t('search.rooms.done')}
            </Button>
          </Box>
        </Stack>
      )}
    </PopoverField>
  );
}
