import { gradesAlcancaveis } from './agenda-calendar.tsx';

describe('the calendar grids that scroll are reached by keyboard (issue 36 item 20: axe, the month view)', () => {
  it('gives each element scrolling by itself a tab stop, named as a group; leaves the rest and those already reachable', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <div id="vertical" style="overflow-x: hidden; overflow-y: auto;"></div>
      <div id="horizontal" style="overflow-x: auto; overflow-y: hidden;"></div>
      <div id="fixo" style="overflow-x: hidden; overflow-y: hidden;"></div>
      <div id="ja" tabindex="-1" style="overflow-y: auto;"></div>`;
    gradesAlcancaveis(root, 'Grade da agenda');
    for (const id of ['vertical', 'horizontal']) {
      const grade = root.querySelector(`#${id}`)!;
      expect(grade).toHaveAttribute('tabindex', '0');
      expect(grade).toHaveAttribute('role', 'group');
      expect(grade).toHaveAttribute('aria-label', 'Grade da agenda');
    }
    expect(root.querySelector('#fixo')).not.toHaveAttribute('tabindex');
    expect(root.querySelector('#ja')).toHaveAttribute('tabindex', '-1');
    // drawn again: nothing doubled
    gradesAlcancaveis(root, 'Grade da agenda');
    expect(root.querySelectorAll('[tabindex="0"]')).toHaveLength(2);
  });
});
