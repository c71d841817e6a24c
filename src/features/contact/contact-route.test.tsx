import { screen, within } from '@testing-library/react';

import { renderApp } from '@/testing/render-with-providers';

import { CONTACT_MESSAGE_TYPES } from './schemas/contact-schema';

describe('contact page', () => {
  it('shows the ways to reach us, with callable and mailable links', async () => {
    renderApp({ route: '/contact' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact us' }),
    ).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Get in touch' });
    for (const title of [
      'Phone support',
      'Email support',
      'Our office',
      'Business hours',
      'Emergency support',
    ]) {
      expect(within(info).getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    const phoneLinks = within(info).getAllByRole('link', { name: '+971 4 123 4567' });
    expect(phoneLinks).toHaveLength(2);
    for (const link of phoneLinks) expect(link).toHaveAttribute('href', 'tel:+97141234567');
    expect(within(info).getByRole('link', { name: 'support@safar.travel' })).toHaveAttribute(
      'href',
      'mailto:support@safar.travel',
    );
    expect(within(info).getByText('We reply within 2 hours.')).toBeInTheDocument();
    expect(within(info).getByText(/Dubai/)).toBeInTheDocument();
    expect(within(info).getByText('Mon–Fri: 9:00 AM – 8:00 PM')).toBeInTheDocument();
    expect(within(info).getByText('Sat: 10:00 AM – 6:00 PM')).toBeInTheDocument();
    expect(within(info).getByText('Sun: 12:00 PM – 5:00 PM')).toBeInTheDocument();
  });

  it('offers the seven message types', async () => {
    const { user } = renderApp({ route: '/contact' });
    await user.click(await screen.findByRole('combobox', { name: /^Message type/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'General Inquiry',
      'Booking Support',
      'Technical Issue',
      'Feedback',
      'Complaint',
      'Partnership',
      'Media Inquiry',
    ]);
    expect(options).toHaveLength(CONTACT_MESSAGE_TYPES.length);
  });

  it('expands each of the four FAQ entries', async () => {
    const { user } = renderApp({ route: '/contact' });
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((question) => question.textContent)).toEqual([
      'How do I cancel a booking?',
      'Is my payment secure?',
      'Can I change my booking?',
      'Do you offer travel insurance?',
    ]);
    const payment = within(faq).getByRole('button', { name: 'Is my payment secure?' });
    expect(payment).toHaveAttribute('aria-expanded', 'false');
    await user.click(payment);
    expect(payment).toHaveAttribute('aria-expanded', 'true');
    expect(within(faq).getByRole('region', { name: 'Is my payment secure?' })).toHaveTextContent(
      /encrypted connection/,
    );
  });

  it('reads in Arabic, right to left', async () => {
    renderApp({ route: '/contact', language: 'ar' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'تواصل معنا' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { name: 'أرسل لنا رسالة' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'الأسئلة الشائعة' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'كيف يمكنني إلغاء حجز؟' })).toBeInTheDocument();
    expect(screen.getByText('من الاثنين إلى الجمعة: ٩:٠٠ ص – ٨:٠٠ م')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال الرسالة' })).toBeInTheDocument();
  });
});
