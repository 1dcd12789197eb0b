// SPDX-License-Identifier: GPL-3.0-or-later
// What the program's pages share: the board drawn from a step's picture as the program decided
// it (the queens, every square's mark and colour, the step's shapes), its words for a screen
// reader, and the browser's language among those a page speaks. The page of a run or a lesson
// and the class session's student page both draw with it; it decides nothing.
'use strict';
const NQ = (() => {
  const SVG = 'http://www.w3.org/2000/svg';
  // StepMarks::Shape::Kind, in its order.
  const Shape = { Tested: 0, Conflict: 1, AttackLine: 2, Attacker: 3, SolutionFrame: 4,
                  ToCover: 7, Placed: 10, Lifted: 11 };
  const Tint = { Plain: 0, Attacked: 1, Uncovered: 2, Heat: 3 };
  const el = (name, attrs, parent) => {
    const e = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    if (parent) parent.appendChild(e);
    return e;
  };
  const format = (text, ...args) =>
    args.reduce((t, a, i) => t.split('%' + (i + 1)).join(a), text);

  // A square's look, [tint, figure, flags (1 badge, 2 conflict), colour], is picture.m's letter
  // at the square, counted from `firstLook` in `looks`.
  function drawBoard(picture, theme, looks, firstLook) {
    const lookOf = (p, r, c) => looks[p.m.charCodeAt(r * p.n + c) - firstLook];
    const n = picture.n;
    const margin = 0.6;
    const svg = el('svg', { viewBox: `${-margin} ${-margin} ${n + 2 * margin} ${n + 2 * margin}`,
                            'aria-hidden': 'true' });
    el('rect', { x: -margin, y: -margin, width: n + 2 * margin, height: n + 2 * margin,
                 fill: theme.background }, svg);
    const squares = el('g', { class: 'squares' }, svg);
    for (let r = 0; r < n; ++r) {
      for (let c = 0; c < n; ++c) {
        const [tint, figure, flags, fill] = lookOf(picture, r, c);
        el('rect', { x: c, y: r, width: 1, height: 1, fill: fill, class: 'sq', 'data-row': r,
                     'data-col': c }, squares);
        if (tint === Tint.Attacked) {
          // The window's cross: its ink over a thin halo, so it reads without colour too.
          const d = 0.13;
          const path = `M${c + 0.5 - d} ${r + 0.5 - d}l${2 * d} ${2 * d}` +
                       `M${c + 0.5 + d} ${r + 0.5 - d}l${-2 * d} ${2 * d}`;
          el('path', { d: path, stroke: theme.crossHalo, 'stroke-width': 0.075, fill: 'none',
                       'stroke-linecap': 'round' }, squares);
          el('path', { d: path, stroke: theme.cross, 'stroke-width': 0.045, fill: 'none',
                       'stroke-linecap': 'round', class: 'attacked' }, squares);
        } else if (tint === Tint.Uncovered) {
          el('circle', { cx: c + 0.5, cy: r + 0.5, r: 0.3, fill: 'none', stroke: theme.uncovered,
                         'stroke-width': 0.05, class: 'uncovered' }, squares);
        }
        if (figure >= 0) {
          const t = el('text', { x: c + 0.5, y: r + 0.5, 'text-anchor': 'middle',
                                 'dominant-baseline': 'central', 'font-size': 0.4,
                                 'font-weight': 'bold', fill: theme.coordinates,
                                 class: flags & 1 ? 'badge' : 'figure' }, squares);
          t.textContent = String(figure);
        }
      }
    }
    el('rect', { x: 0, y: 0, width: n, height: n, fill: 'none', stroke: theme.coordinates,
                 'stroke-width': 0.02 }, svg);
    for (let i = 0; i < n; ++i) {
      const row = el('text', { x: -0.12, y: i + 0.5, 'text-anchor': 'end',
                               'dominant-baseline': 'central', 'font-size': 0.3,
                               fill: theme.coordinates }, svg);
      row.textContent = String(i + 1);
      const col = el('text', { x: i + 0.5, y: -0.12, 'text-anchor': 'middle', 'font-size': 0.3,
                               fill: theme.coordinates }, svg);
      col.textContent = String(i + 1);
    }
    for (const s of picture.h) {
      const [kind, r, c, fr, fc] = s;
      switch (kind) {
        case Shape.Tested:
          el('rect', { x: c + 0.06, y: r + 0.06, width: 0.88, height: 0.88, fill: 'none',
                       stroke: theme.consider, 'stroke-width': 0.09, class: 'tested' }, svg);
          break;
        case Shape.Conflict:
          el('rect', { x: c, y: r, width: 1, height: 1, fill: theme.conflict,
                       'fill-opacity': 0.3, class: 'conflict' }, svg);
          break;
        case Shape.AttackLine:
          el('line', { x1: fc + 0.5, y1: fr + 0.5, x2: c + 0.5, y2: r + 0.5,
                       stroke: theme.conflict, 'stroke-opacity': 0.75, 'stroke-width': 0.07,
                       'stroke-dasharray': 0.28, 'stroke-linecap': 'round',
                       class: 'attack-line' }, svg);
          break;
        case Shape.Attacker:
          el('circle', { cx: c + 0.5, cy: r + 0.5, r: 0.44, fill: 'none', stroke: theme.conflict,
                         'stroke-width': 0.07, class: 'attacker' }, svg);
          break;
        case Shape.SolutionFrame:
          el('rect', { x: -0.05, y: -0.05, width: n + 0.1, height: n + 0.1, fill: 'none',
                       stroke: theme.solution, 'stroke-width': 0.1, class: 'solution' }, svg);
          break;
        case Shape.ToCover:
          el('rect', { x: c + 0.06, y: r + 0.06, width: 0.88, height: 0.88, fill: 'none',
                       stroke: theme.consider, 'stroke-width': 0.06, 'stroke-dasharray': 0.24,
                       class: 'to-cover' }, svg);
          break;
        case Shape.Placed:
          el('rect', { x: c + 0.04, y: r + 0.04, width: 0.92, height: 0.92,
                       fill: theme.solution, 'fill-opacity': 0.35, class: 'placed' }, svg);
          break;
        case Shape.Lifted:
          el('circle', { cx: c + 0.5, cy: r + 0.5, r: 0.34, fill: theme.lifted, 'fill-opacity': 0.4 },
             svg);
          el('circle', { cx: c + 0.5, cy: r + 0.5, r: 0.34, fill: 'none', stroke: theme.lifted,
                         'stroke-width': 0.07, 'stroke-dasharray': 0.14, class: 'lifted' }, svg);
          break;
      }
    }
    for (const [r, c] of picture.q) {
      const g = el('g', { class: 'queen', 'data-row': r, 'data-col': c,
                          transform: `translate(${c} ${r})` }, svg);
      // A crown: five points over a band, in the program's queen colours.
      el('path', { d: 'M0.2 0.72 L0.14 0.3 L0.32 0.5 L0.41 0.22 L0.5 0.46 L0.59 0.22 L0.68 0.5 ' +
                      'L0.86 0.3 L0.8 0.72 Z M0.2 0.76 H0.8 V0.84 H0.2 Z',
                   fill: lookOf(picture, r, c)[2] & 2 ? theme.conflict : theme.queen,
                   stroke: theme.queenOutline, 'stroke-width': 0.03,
                   'stroke-linejoin': 'round' }, g);
    }
    return svg;
  }

  // The language of the browser's first choice the page speaks ("zh-TW" is not "zh-CN"'s).
  function browserLanguage(languages, fallback) {
    for (const wanted of navigator.languages || [navigator.language]) {
      const w = String(wanted).toLowerCase();
      for (const [code, tag] of languages) {
        const t = tag.toLowerCase();
        if (w === t || (w.split('-')[0] === t.split('-')[0] && (t !== 'zh-cn' ||
            !/^zh-(tw|hk|mo|hant)/.test(w)))) return code;
      }
    }
    return fallback;
  }
  // The board as a screen reader says it: its size and where the queens are.
  function boardLabel(picture, words) {
    const at = picture.q.map(([r, c]) => format(words.queenAt, r + 1, c + 1));
    return at.length === 0 ? format(words.noQueen, picture.n)
                           : format(words.queensOn, picture.n, at.join('; '));
  }

  return { drawBoard, browserLanguage, boardLabel, format };
})();
