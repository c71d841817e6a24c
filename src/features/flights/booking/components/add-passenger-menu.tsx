import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useRef, useState } from 'react';

import { useFlightFormat } from '@/features/flights/hooks/use-flight-format';
import { useFlightsTranslation } from '@/features/flights/hooks/use-flights-translation';
import { PASSENGER_LIMITS } from '@/features/flights/flight-search-slice';

import { useBookingNumbers } from '../hooks/use-booking-text';
import { TRAVELER_TYPES, type TravelerType } from '@server/modules/flights/constants.ts';
import { addBlockedBy } from '../model/party-rules';

interface AddPassengerMenuProps {
  types: readonly TravelerType[];
  seatsLeft?: number;
  onAdd: (type: TravelerType) => void;
}

/** Add passenger: the traveller picks Adult, Child or Infant; a type that cannot join says why. */
export function AddPassengerMenu({ types, seatsLeft, onAdd }: AddPassengerMenuProps) {
  const { t } = useFlightsTranslation();
  const format = useFlightFormat();
  const numbers = useBookingNumbers();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const blocks = TRAVELER_TYPES.map((type) => addBlockedBy(types, type, seatsLeft));
  const note = (type: TravelerType, index: number) => {
    const block = blocks[index];
    if (block === 'seated-limit') {
      return t('booking.passengers.limits.seated', {
        value: format.number(PASSENGER_LIMITS.maxTotal),
      });
    }
    if (block === 'seats-left') {
      return t('booking.passengers.limits.seatsLeft', {
        count: seatsLeft,
        value: format.number(seatsLeft ?? 0),
      });
    }
    if (block === 'infant-per-adult') return t('booking.passengers.limits.infants');
    return t(`booking.passengers.ages.${type}`, numbers);
  };

  return (
    <>
      <Button
        ref={button}
        variant="outlined"
        startIcon={<PersonAddIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        disabled={blocks.every(Boolean)}
      >
        {t('booking.passengers.add')}
      </Button>
      {/* A chosen passenger's form takes the focus; only a dismissed menu gives it back. */}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        disableRestoreFocus
        onClose={() => {
          setAnchor(null);
          button.current?.focus();
        }}
      >
        {TRAVELER_TYPES.map((type, index) => (
          <MenuItem
            key={type}
            disabled={Boolean(blocks[index])}
            onClick={() => {
              setAnchor(null);
              onAdd(type);
            }}
          >
            <ListItemText
              primary={t(`booking.passengers.types.${type}`)}
              secondary={note(type, index)}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
