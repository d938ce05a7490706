import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnquiryForm, SUCCESS_TEXT } from '../../src/features/enquiry/enquiry-form.tsx';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderForm(path = '/contact') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <EnquiryForm />
    </MemoryRouter>,
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Amina');
  await user.type(screen.getByLabelText('Last name'), 'Yusuf');
  await user.type(screen.getByLabelText('Email'), 'amina@example.com');
  await user.type(screen.getByLabelText('Message'), 'Quote for 2 MT of cumin');
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('enquiry form', () => {
  it('has the four required, labelled, named fields, an e-mail rule and a hidden honeypot', () => {
    const { container } = renderForm();
    for (const [label, name] of [['First name', 'first-name'], ['Last name', 'last-name'], ['Email', 'email'], ['Message', 'message']]) {
      const field = screen.getByLabelText(label!);
      expect(field).toHaveAttribute('name', name);
      expect(field).toBeRequired();
    }
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toHaveAttribute('pattern', '\\S+@\\S+');
    const honeypot = container.querySelector('input[name="_gotcha"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
    expect(screen.getByRole('button', { name: /send/i })).toHaveAttribute('type', 'submit');
  });

  it('checks the fields itself first: errors under the fields, focus on the first invalid one, nothing sent', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Last name'), 'Yusuf');
    await user.type(screen.getByLabelText('Email'), 'amina');
    await user.click(screen.getByRole('button', { name: /send/i }));
    const first = screen.getByLabelText('First name');
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email must be an e-mail address, like name@company.com');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('aria-invalid', 'false');
    expect(first).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends once, disables the button while sending, then thanks the visitor inline and in a toast and resets', async () => {
    const success = vi.spyOn(toast, 'success');
    let answer!: (r: Response) => void;
    fetchMock.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    const button = screen.getByRole('button', { name: /send/i });
    await user.click(button);
    expect(button).toBeDisabled();
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      'first-name': 'Amina',
      'last-name': 'Yusuf',
      email: 'amina@example.com',
      message: 'Quote for 2 MT of cumin',
    });
    await act(async () => answer(json(200, { ok: true })));
    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith(SUCCESS_TEXT, { id: 'enquiry-success' });
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(button).toBeEnabled();
    expect(localStorage.getItem('enquiry-draft')).toBeNull();
  });

  it('shows the service’s field errors prefixed under their fields and form errors in one alert', async () => {
    fetchMock.mockResolvedValue(
      json(422, {
        errors: [
          { field: 'email', message: 'should be an email' },
          { field: 'message', message: 'is too short' },
          { message: 'Too many submissions' },
          { message: 'try again tomorrow' },
        ],
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many submissions, try again tomorrow$/);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email should be an email');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is too short');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue('Amina');
  });

  it.each([
    ['a server error', () => Promise.resolve(json(500, { ok: true })), /problem \(error 500\).*Nothing was lost/],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), /could not reach.*Nothing was lost/],
    ['an unreadable answer', () => Promise.resolve(new Response('<html>captcha</html>', { status: 200 })), /could not confirm.*Nothing was lost/],
  ])('after %s it says what happened, keeps the values and lets the visitor retry', async (_, answer, message) => {
    const success = vi.spyOn(toast, 'success');
    fetchMock.mockImplementation(answer);
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText(SUCCESS_TEXT)).toBeNull();
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Message')).toHaveValue('Quote for 2 MT of cumin');
    expect(screen.getByRole('button', { name: /send/i })).toBeEnabled();
  });

  it('keeps a draft across a reload (remount) until it is sent', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await user.type(screen.getByLabelText('First name'), 'Amina');
    await user.type(screen.getByLabelText('Message'), 'Half-written');
    first.unmount();
    renderForm();
    expect(screen.getByLabelText('First name')).toHaveValue('Amina');
    expect(screen.getByLabelText('Message')).toHaveValue('Half-written');
  });

  it('prefills the message from a product link, once', async () => {
    renderForm('/contact?product=Metformin%20Hydrochloride');
    const message = screen.getByLabelText('Message');
    expect(message).toHaveValue('I would like a quotation for Metformin Hydrochloride: quantity, grade, destination port: ');
    await waitFor(() => expect(localStorage.getItem('enquiry-draft')).toContain('Metformin'));
  });

  it('shows markup typed by the visitor or sent back by the service as text', async () => {
    const payload = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=1</script>';
    fetchMock.mockResolvedValue(json(422, { errors: [{ field: 'message', message: payload }, { message: payload }] }));
    const user = userEvent.setup();
    const { container } = renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: /send/i }));
    expect(await screen.findByRole('alert')).toHaveTextContent(payload);
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(`Message ${payload}`);
    expect(container.querySelector('img, script')).toBeNull();
  });
});
