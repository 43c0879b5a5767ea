import { confirmationUrl, whatsappUrl } from './confirmation-link.ts';

describe('confirmation link', () => {
  const origin = 'https://clinica.example';

  it('keeps a whole address, completes a path and builds one from a code', () => {
    expect(confirmationUrl('https://outra.example/#/confirmar-agendamento?agendamentoId=x1', origin)).toBe(
      'https://outra.example/#/confirmar-agendamento?agendamentoId=x1',
    );
    expect(confirmationUrl('/#/confirmar-agendamento?agendamentoId=x1', origin)).toBe(`${origin}/#/confirmar-agendamento?agendamentoId=x1`);
    expect(confirmationUrl('/confirmar-agendamento?agendamentoId=x1', origin)).toBe(`${origin}/#/confirmar-agendamento?agendamentoId=x1`);
    expect(confirmationUrl(' a b/c ', origin)).toBe(`${origin}/#/confirmar-agendamento?agendamentoId=a%20b%2Fc`);
  });

  it('opens WhatsApp on the Brazilian mobile with the message', () => {
    expect(whatsappUrl('11987654321', '55', 'Olá & até')).toBe('https://wa.me/5511987654321?text=Ol%C3%A1%20%26%20at%C3%A9');
    expect(whatsappUrl('5511987654321', '55', 'x')).toBe('https://wa.me/5511987654321?text=x');
    expect(whatsappUrl('11987654321', null, 'x')).toBe('https://wa.me/5511987654321?text=x');
    // a foreign patient's mobile takes their own dial code, never Brazil's
    expect(whatsappUrl('912345678', '351', 'x')).toBe('https://wa.me/351912345678?text=x');
  });
});
