// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestPaymentForm } from '../../src/checkout/TestPaymentForm.tsx';
import type { PublicOrder } from '../../src/shared/orderApi.ts';

const order: PublicOrder = {
  order_id: 'abcdefghijklmnopqrstuvwxyz',
  status: 'created',
  model_key: '15',
  model_name: 'iPhone 15',
  finish: 'Matte',
  currency: 'usd',
  list_amount_cents: 3899,
  amount_paid_cents: null,
  design_image_url: '/files/0123456789abcdef0123456789abcdef.png',
  ship_to: null,
  tracking: null,
  created_at: '2026-03-01T00:00:00.000Z',
  paid_at: null,
};

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/checkout/test/x']}>
      <Routes>
        <Route path="/checkout/test/x" element={<TestPaymentForm order={order} />} />
        <Route path="/order/:orderId" element={<p>Order page reached</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValidForm() {
  type('Email', 'ada@example.com');
  type('Full name', 'Ada Lovelace');
  type('Address', '12 Main Street');
  type('City', 'Brooklyn');
  type('State', 'NY');
  type('ZIP code', '11201');
  type('Card number', '4242424242424242');
  type('Expiry (MM/YY)', '1240');
  type('Security code', '123');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the test payment form', () => {
  it('shows the order at $38.99 and takes 15% off with EARLYBIRD: $33.14', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Pay $38.99' })).toBeTruthy();
    type('Promo code', 'earlybird');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('button', { name: 'Pay $33.14' })).toBeTruthy();
    expect(screen.getByText('−$5.85')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/EARLYBIRD applied: 15% off/);
  });

  it('refuses another promo code with a message', () => {
    renderForm();
    type('Promo code', 'FREECASE');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByRole('alert').textContent).toBe('This promo code is not valid.');
    expect(screen.getByRole('button', { name: 'Pay $38.99' })).toBeTruthy();
  });

  it('names every missing field, focuses the first and sends nothing', () => {
    const fetchSpy = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $38.99' }));
    expect(screen.getByText('Enter your e-mail address for the order confirmation.')).toBeTruthy();
    expect(screen.getByText('Enter the full name of the recipient.')).toBeTruthy();
    expect(screen.getByText('Choose a US state.')).toBeTruthy();
    expect(screen.getByText(/5-digit ZIP code/)).toBeTruthy();
    expect(screen.getByText(/card number is invalid/)).toBeTruthy();
    expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('refuses an obviously wrong card number', () => {
    renderForm();
    fillValidForm();
    type('Card number', '1234 5678 9012 3456');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $38.99' }));
    expect(screen.getByText(/Your card number is invalid/)).toBeTruthy();
  });

  it('pays with the promo code, the address and the card, then opens the order page', async () => {
    const fetchSpy = vi.fn<typeof fetch>(async () => new Response(JSON.stringify({ amount_paid_cents: 3314 })));
    vi.stubGlobal('fetch', fetchSpy);
    renderForm();
    type('Promo code', 'EARLYBIRD');
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    fillValidForm();
    expect(screen.getByLabelText<HTMLInputElement>('Card number').value).toBe('4242 4242 4242 4242');
    fireEvent.click(screen.getByRole('button', { name: 'Pay $33.14' }));
    await waitFor(() => expect(screen.getByText('Order page reached')).toBeTruthy());
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe(`/api/test_payment/${order.order_id}`);
    expect(JSON.parse(init?.body as string)).toEqual({
      promoCode: 'EARLYBIRD',
      email: 'ada@example.com',
      address: { name: 'Ada Lovelace', line1: '12 Main Street', line2: '', city: 'Brooklyn', state: 'NY', postalCode: '11201' },
      card: { cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
    });
  });

  it('shows the server’s refusal and lets the shopper try again', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ error: 'Your card was declined.' }), { status: 402 }));
    renderForm();
    fillValidForm();
    fireEvent.click(screen.getByRole('button', { name: 'Pay $38.99' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Your card was declined.'));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay $38.99' }).disabled).toBe(false);
  });
});
