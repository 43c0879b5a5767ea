import { detalheMedicoAddress } from '@clinica/shared';
import { medicoIdOf } from './obj-medico.ts';

describe('objMedico', () => {
  it('takes the id from the JSON object, a JSON string or number', () => {
    expect(medicoIdOf('{"id":7,"nome":"Dra. Helena"}')).toBe(7);
    expect(medicoIdOf('"12"')).toBe(12);
    expect(medicoIdOf('3')).toBe(3);
  });

  it('refuses anything else', () => {
    for (const bad of [null, '', '{', '{"id":-1}', '{"id":1.5}', '{"nome":"x"}', '"abc"', 'null']) expect(medicoIdOf(bad)).toBeUndefined();
  });

  it('builds the address the users list links to, and reads it back', () => {
    const [path, search] = detalheMedicoAddress({ id: 4, nome: 'Dr. Ivo' }, 'escala').split('?');
    expect(path).toBe('/detalhe-medico/escala');
    const params = new URLSearchParams(search);
    expect(medicoIdOf(params.get('objMedico'))).toBe(4);
    expect([...params.keys()]).toEqual(['objMedico']);
  });
});
