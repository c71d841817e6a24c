import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { savedWizard } from '../../../../mocks/booking-fixtures';

import { confirmButton, field, openBooking, stepHeading } from '@/testing/flight-booking';

jest.setTimeout(30_000);

const summary = () => screen.getByRole('complementary', { name: 'Booking summary' });
const lines = () =>
  within(summary())
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

describe('the summary (§9)', () => {
  it('shows the card’s total for 2 adults, and adds only the extras chosen', async () => {
    // The recorded flight: EK839 on 15 December, back on EK840 on the 23rd, $2,672.18 for two
    // ($2,057.54 fares, $614.64 taxes and fees), shown in whole dollars adding up to the total.
    const user = userEvent.setup();
    await openBooking({ wizard: savedWizard({ step: 1 }) });
    expect(stepHeading()).toHaveTextContent('Preferences');
    expect(summary()).toHaveTextContent('Dubai (DXB) to London (LHR)');
    expect(summary()).toHaveTextContent('Emirates · Economy');
    expect(lines()).toEqual([
      'Departure Tue, Dec 15, 2026 · 10:30',
      'Return Wed, Dec 23, 2026 · 08:25',
      'Passengers 2 Adults',
      'Fares × 2 $2,057',
      'Taxes and fees × 2 $615',
      'Total $2,672',
    ]);

    await user.click(screen.getByRole('checkbox', { name: /^Seat selection/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Travel insurance/ }));
    expect(lines().slice(3)).toEqual([
      'Fares × 2 $2,057',
      'Taxes and fees × 2 $615',
      'Seat selection × 2 $50',
      'Travel insurance × 2 $70',
      'Total $2,792',
    ]);

    // What each passenger costs is one click away, and adds up to the total.
    const perPassenger = within(summary()).getByRole('button', { name: 'Price per passenger' });
    expect(perPassenger).toHaveAttribute('aria-expanded', 'false');
    await user.click(perPassenger);
    expect(perPassenger).toHaveAttribute('aria-expanded', 'true');
    expect(lines().slice(8)).toEqual(['Adult 1 $1,396', 'Adult 2 $1,396']);
    expect(summary()).toHaveTextContent(
      'Each passenger’s fare with its taxes and fees, and $60 of extras.',
    );
    expect(screen.getByRole('checkbox', { name: /^Extra baggage \(20 kg\)/ })).not.toBeChecked();
    expect(screen.getByText('+$50 per passenger')).toBeInTheDocument();
  });

  it('offers the six meals (standard first) and the six special services', async () => {
    const user = userEvent.setup();
    const { store } = await openBooking({ wizard: savedWizard({ step: 1 }) });
    const meal = screen.getByRole('combobox', { name: /^Meal preference/ });
    expect(meal).toHaveTextContent('Standard');
    await user.click(meal);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Standard',
      'Vegetarian',
      'Vegan',
      'Halal',
      'Kosher',
      'Gluten-free',
    ]);
    await user.click(screen.getByRole('option', { name: 'Halal' }));
    const services = screen.getByRole('group', { name: 'Special services' });
    expect(within(services).getAllByRole('checkbox')).toHaveLength(6);
    await user.click(within(services).getByRole('checkbox', { name: 'Lounge access' }));
    await user.click(within(services).getByRole('checkbox', { name: 'Wheelchair assistance' }));
    expect(store.getState().flightBooking.wizard?.preferences).toMatchObject({
      mealPreference: 'halal',
      specialServices: ['wheelchair-assistance', 'lounge-access'],
    });
  });
});

describe('Payment (step 3)', () => {
  it('asks for the card only when paying by credit card', async () => {
    const user = userEvent.setup();
    await openBooking({ wizard: savedWizard({ step: 2 }) });
    expect(stepHeading()).toHaveTextContent('Payment');
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    expect(field('Card number')).toBeInTheDocument();
    expect(field('Cardholder name')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'PayPal' }));
    expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^CVV/)).not.toBeInTheDocument();
    expect(screen.getByText(/approve the payment with PayPal/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Bank transfer' }));
    expect(screen.getByText(/stays in progress until the transfer arrives/)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Apple Pay' }));
    expect(screen.queryByLabelText(/^Expiry date/)).not.toBeInTheDocument();
  });

  it('keeps Confirm disabled until the terms are accepted', async () => {
    const user = userEvent.setup();
    await openBooking({ wizard: savedWizard({ step: 2 }) });
    expect(confirmButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms and Conditions/ }));
    expect(confirmButton()).toBeEnabled();
    const form = screen.getByRole('form', { name: 'Payment' });
    expect(within(form).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  it('checks the card number (Luhn), the expiry month and the CVV', async () => {
    const user = userEvent.setup();
    await openBooking({
      wizard: savedWizard({ step: 2, payment: { method: 'credit-card', agreeTerms: true } }),
    });
    await user.click(confirmButton());
    expect(screen.getByText('Please enter the card number')).toBeInTheDocument();
    expect(field('Card number')).toHaveFocus();

    await user.type(field('Card number'), '4242 4242 4242 4241');
    await user.type(field('Expiry date'), '01/20');
    await user.type(field('CVV'), '12');
    await user.type(field('Cardholder name'), 'Layla Haddad');
    await user.click(confirmButton());
    expect(screen.getByText('This card number is not valid. Please check it')).toBeInTheDocument();
    expect(screen.getByText('This card has expired')).toBeInTheDocument();
    expect(
      screen.getByText('The CVV is the 3-digit code on the back of the card'),
    ).toBeInTheDocument();

    await user.clear(field('Card number'));
    await user.type(field('Card number'), '3782 822463 10005');
    await user.clear(field('Expiry date'));
    await user.type(field('Expiry date'), '13/40');
    await user.clear(field('CVV'));
    await user.type(field('CVV'), '123');
    expect(
      screen.queryByText('This card number is not valid. Please check it'),
    ).not.toBeInTheDocument();
    expect(screen.getByText('Enter the expiry date as MM/YY')).toBeInTheDocument();
    expect(
      screen.getByText('American Express cards have a 4-digit code on the front'),
    ).toBeInTheDocument();
  });

  it('groups the card number as it is typed, names the brand and writes the expiry MM/YY', async () => {
    const user = userEvent.setup();
    await openBooking({ wizard: savedWizard({ step: 2 }) });
    await user.type(field('Card number'), '4242424242424242');
    expect(field('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByText('Visa')).toBeInTheDocument();
    await user.clear(field('Card number'));
    await user.type(field('Card number'), '378282246310005');
    expect(field('Card number')).toHaveValue('3782 822463 10005');
    expect(screen.getByText('American Express')).toBeInTheDocument();
    await user.type(field('Expiry date'), '1230');
    expect(field('Expiry date')).toHaveValue('12/30');
  });

  it('says what is wrong with the card in Arabic, with Arabic digits', async () => {
    const user = userEvent.setup();
    await openBooking({
      wizard: savedWizard({ step: 2, payment: { method: 'credit-card', agreeTerms: true } }),
      language: 'ar',
    });
    await user.type(screen.getByLabelText(/^رقم البطاقة/), '4242424242424242');
    await user.type(screen.getByLabelText(/^رمز التحقق/), '12');
    await user.type(screen.getByLabelText(/^اسم حامل البطاقة/), 'L');
    await user.click(screen.getByRole('button', { name: 'تأكيد الحجز' }));
    expect(
      await screen.findByText('رمز التحقق مكوّن من ٣ أرقام على ظهر البطاقة'),
    ).toBeInTheDocument();
    expect(screen.getByText('يجب أن يتكون الاسم من ٢ إلى ١٠٠ حرفًا')).toBeInTheDocument();
    expect(screen.getByText('يُرجى إدخال تاريخ انتهاء البطاقة')).toBeInTheDocument();
  });

  it('never lets the card reach the saved wizard', async () => {
    const user = userEvent.setup();
    const { store } = await openBooking({ wizard: savedWizard({ step: 2 }) });
    await user.type(field('Card number'), '4242 4242 4242 4242');
    await user.type(field('CVV'), '123');
    await user.type(field('Cardholder name'), 'Layla Haddad');
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    const saved = JSON.stringify(store.getState().flightBooking);
    expect(saved).not.toMatch(/4242|Layla Haddad"?,?"?holder|"cvv"|"123"/);
    expect(store.getState().flightBooking.wizard?.payment).toEqual({
      method: 'credit-card',
      agreeTerms: true,
    });
  });
});
