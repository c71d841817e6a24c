import { screen } from '@testing-library/react';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DateField } from '@mui/x-date-pickers/DateField';
import dayjs, { type Dayjs } from 'dayjs';

import { renderWithProviders } from '@/testing/render-with-providers';

import { AdapterDayjsLocalizedDigits } from './adapter-dayjs-localized-digits';
import { DateLocalizationProvider } from './date-localization-provider';

const MARCH_10 = dayjs('2026-03-10');

describe('date pickers', () => {
  it('show Arabic-Indic digits in Arabic, as the app’s number formatter does', async () => {
    const onChange = jest.fn<void, [Dayjs | null]>();
    const onFieldChange = jest.fn<void, [Dayjs | null]>();
    const { user } = renderWithProviders(
      <DateLocalizationProvider>
        <DateCalendar value={MARCH_10} onChange={onChange} />
        <DateField label="date" defaultValue={MARCH_10} onChange={onFieldChange} />
      </DateLocalizationProvider>,
      { language: 'ar' },
    );
    expect(screen.getByText('مارس ٢٠٢٦')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '١٠' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('gridcell', { name: '10' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'date' })).toHaveTextContent(/^١٠\W+٠٣\W+٢٠٢٦/);

    // What the calendar hands back is a plain date: Latin digits when formatted for the API.
    await user.click(screen.getByRole('gridcell', { name: '١٢' }));
    expect(onChange.mock.calls[0]?.[0]?.format('YYYY-MM-DD')).toBe('2026-03-12');

    // Typing into the field works with either digits.
    const days = screen.getAllByRole('spinbutton');
    await user.click(days[0]!);
    await user.keyboard('15');
    expect(days[0]).toHaveTextContent('١٥');
    expect(onFieldChange.mock.lastCall?.[0]?.format('YYYY-MM-DD')).toBe('2026-03-15');
    await user.click(days[1]!);
    await user.keyboard('٤');
    expect(days[1]).toHaveTextContent('٠٤');
    expect(onFieldChange.mock.lastCall?.[0]?.format('YYYY-MM-DD')).toBe('2026-04-15');
  });

  it('keep Latin digits in English', () => {
    renderWithProviders(
      <DateLocalizationProvider>
        <DateCalendar value={MARCH_10} />
      </DateLocalizationProvider>,
    );
    expect(screen.getByText('March 2026')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: '10' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('the localized-digits adapter', () => {
  const arabic = new AdapterDayjsLocalizedDigits({ locale: 'ar' });
  const english = new AdapterDayjsLocalizedDigits({ locale: 'en' });

  it('formats in the language’s digits and parses them back', () => {
    expect(arabic.format(MARCH_10, 'dayOfMonth')).toBe('١٠');
    expect(arabic.formatByString(MARCH_10, 'D MMMM YYYY')).toBe('١٠ مارس ٢٠٢٦');
    expect(arabic.formatNumber('12')).toBe('١٢');
    expect(arabic.parse('١٠/٣/٢٠٢٦', 'D/M/YYYY')?.format('YYYY-MM-DD')).toBe('2026-03-10');
    expect(english.formatByString(MARCH_10, 'D MMMM YYYY')).toBe('10 March 2026');
    expect(english.parse('10/3/2026', 'D/M/YYYY')?.format('YYYY-MM-DD')).toBe('2026-03-10');
  });
});
