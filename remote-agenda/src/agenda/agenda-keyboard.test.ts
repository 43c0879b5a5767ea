import { agendaKeyAction } from './agenda-keyboard.ts';

const press = (key: string, target: EventTarget | null = document.body, extra: Partial<KeyboardEvent> = {}) =>
  agendaKeyAction({ key, target, ctrlKey: false, metaKey: false, altKey: false, defaultPrevented: false, ...extra });

describe('agenda shortcuts', () => {
  it('maps arrows, PageUp/PageDown, t, n and /', () => {
    expect(press('ArrowLeft')).toBe('anterior');
    expect(press('PageUp')).toBe('anterior');
    expect(press('ArrowRight')).toBe('proximo');
    expect(press('PageDown')).toBe('proximo');
    expect(press('t')).toBe('hoje');
    expect(press('n')).toBe('novo');
    expect(press('/')).toBe('buscar');
    expect(press('x')).toBeUndefined();
  });

  it('leaves keys alone while the user types or uses a modifier', () => {
    const input = document.createElement('input');
    const textarea = document.createElement('textarea');
    const editable = document.createElement('div');
    editable.contentEditable = 'true';
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(press('n', input)).toBeUndefined();
    expect(press('t', textarea)).toBeUndefined();
    expect(press('/', editable)).toBeUndefined();
    expect(press('t', document.body, { ctrlKey: true })).toBeUndefined();
    expect(press('ArrowLeft', document.body, { defaultPrevented: true })).toBeUndefined();
  });
});
