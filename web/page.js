// SPDX-License-Identifier: GPL-3.0-or-later
// The page of a run's range or of a lesson's scenes: draws each step's picture as the program
// decided it (the queens, every square's mark and colour, the step's shapes) and its words, with
// the program's keys. It decides nothing: every word, colour and mark comes from the data the
// program wrote, in each language it speaks; the browser's language is shown first. Predict's
// questions were decided as the page was written: the page compares a student's answer with the
// answers the program judged right and tells back the program's verdict.
'use strict';
(function () {
  const data = JSON.parse(document.getElementById('nq-data').textContent);
  const theme = data.theme;
  const parts = data.parts;
  let language = data.language;
  let words = data.words[language];
  let part = 0;
  let steps = parts[0].steps;
  const SVG = 'http://www.w3.org/2000/svg';
  // StepMarks::Shape::Kind, in its order.
  const Shape = { Tested: 0, Conflict: 1, AttackLine: 2, Attacker: 3, SolutionFrame: 4,
                  ToCover: 7, Placed: 10, Lifted: 11 };
  const Tint = { Plain: 0, Attacked: 1, Uncovered: 2, Heat: 3 };
  let index = 0;
  let timer = null;
  // The answers given, by part and step: { key, square } or { skipped: true }.
  const answers = {};
  let attackedYes = false; // "Is it attacked?" answered yes: the queen comes next
  let questionShown = ''; // the part and step of the question on show

  const $ = (id) => document.getElementById(id);
  const el = (name, attrs, parent) => {
    const e = document.createElementNS(SVG, name);
    for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
    if (parent) parent.appendChild(e);
    return e;
  };
  const format = (text, ...args) =>
    args.reduce((t, a, i) => t.split('%' + (i + 1)).join(a), text);

  // A square's look: [tint, figure, flags (1 badge, 2 conflict), colour], by its letter.
  const lookOf = (picture, r, c) =>
    data.looks[picture.m.charCodeAt(r * picture.n + c) - data.firstLook];

  function drawBoard(picture) {
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
  function browserLanguage() {
    for (const wanted of navigator.languages || [navigator.language]) {
      const w = String(wanted).toLowerCase();
      for (const [code, tag] of data.languages) {
        const t = tag.toLowerCase();
        if (w === t || (w.split('-')[0] === t.split('-')[0] && (t !== 'zh-cn' ||
            !/^zh-(tw|hk|mo|hant)/.test(w)))) return code;
      }
    }
    return data.language;
  }
  const inLanguage = (texts) => (texts ? texts[language] ?? texts.en ?? '' : '');

  function show(i) {
    index = Math.max(0, Math.min(steps.length - 1, i));
    const step = steps[index];
    const board = $('board');
    board.replaceChildren(drawBoard(step));
    const at = step.q.map(([r, c]) => format(words.queenAt, r + 1, c + 1));
    board.setAttribute('aria-label', at.length === 0 ? format(words.noQueen, step.n)
                                                     : format(words.queensOn, step.n, at.join('; ')));
    $('caption').textContent = parts[part].captions[language][index];
    const code = $('code');
    for (const [k, li] of Array.from(code.children).entries()) {
      const current = k === step.l;
      li.classList.toggle('current', current);
      if (current) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current');
    }
    const counters = $('counters');
    counters.replaceChildren();
    const names = inLanguage(parts[part].counters).split('\n');
    for (const [k, value] of (step.k || []).entries()) {
      const dt = document.createElement('dt');
      dt.textContent = names[k];
      const dd = document.createElement('dd');
      dd.textContent = value;
      counters.append(dt, dd);
    }
    $('timeline').value = String(index);
    const last = steps[steps.length - 1].s;
    $('position').textContent = step.s === undefined ? '' : format(words.position, step.s, last);
    showQuestion();
  }

  // ---- A learning platform (SCORM 1.2) ---------------------------------------------------------
  // The platform's API, in a frame around the page or the window that opened it; none when the
  // page is opened alone, and then nothing is reported.
  function findApi(start) {
    let win = start;
    for (let tries = 0; win && tries < 8; ++tries) {
      try {
        if (win.API) return win.API;
      } catch (e) {
        return null; // another site's frame
      }
      if (!win.parent || win.parent === win) break;
      win = win.parent;
    }
    return null;
  }
  const lms = findApi(window) || (window.opener ? findApi(window.opener) : null);
  const started = Date.now();
  const seenParts = new Set();
  let lmsOpen = false;
  let lmsCompleted = false;
  if (lms) {
    lmsOpen = String(lms.LMSInitialize('')) === 'true';
    if (lmsOpen) {
      const before = String(lms.LMSGetValue('cmi.core.lesson_status'));
      lmsCompleted = before === 'completed' || before === 'passed';
      if (!lmsCompleted) lms.LMSSetValue('cmi.core.lesson_status', 'incomplete');
      lms.LMSCommit('');
    }
  }
  const questionCount = parts.reduce((all, p) => all + (p.questions || []).length, 0);
  function reportSeen(p) {
    seenParts.add(p);
    if (!lmsOpen || lmsCompleted || seenParts.size < parts.length) return;
    lmsCompleted = true; // every scene seen
    lms.LMSSetValue('cmi.core.lesson_status', 'completed');
    lms.LMSCommit('');
  }
  // The score as platforms grade it: the share of the page's questions answered right, 0 to 100.
  function reportScore(right) {
    if (!lmsOpen || questionCount === 0) return;
    lms.LMSSetValue('cmi.core.score.min', '0');
    lms.LMSSetValue('cmi.core.score.max', '100');
    lms.LMSSetValue('cmi.core.score.raw', String(Math.round((100 * right) / questionCount)));
    lms.LMSCommit('');
  }
  function finishLms() {
    if (!lmsOpen) return;
    lmsOpen = false;
    const seconds = (Date.now() - started) / 1000;
    const two = (v) => String(Math.floor(v)).padStart(2, '0');
    const time = `${two(seconds / 3600)}:${two((seconds % 3600) / 60)}:` +
                 `${two(seconds % 60)}.${two((seconds * 100) % 100)}`;
    lms.LMSSetValue('cmi.core.session_time', time);
    lms.LMSCommit('');
    lms.LMSFinish('');
  }
  window.addEventListener('pagehide', finishLms);

  // ---- Predict's questions -------------------------------------------------------------------
  const questionAt = (i) => (parts[part].questions || []).find((q) => q.at === i);
  const answerOf = (q) => answers[`${part}:${q.at}`];
  const said = (field) => inLanguage(data.answers[field]);

  // The student's answer in the program's words, as its verdict tells it back.
  function saidWords(q, key) {
    const squareWords = (k) => { const [r, c] = k.split(',').map(Number);
                                 return format(said('square'), r + 1, c + 1); };
    switch (q.input) {
      case 'square': return squareWords(key);
      case 'row': return format(said('row'), Number(key) + 1);
      case 'attacked': return key === 'no' ? said('no') : format(said('yesQueen'), squareWords(key));
      case 'choice': return inLanguage(q.choices).split('\n')[kChoices.indexOf(key)];
      case 'columns': {
        if (key === '') return said('noColumn');
        const list = key.split(',').map((c) => Number(c) + 1);
        return format(said(list.length === 1 ? 'columnsOne' : 'columnsOther'), list.join(', '));
      }
      case 'number': return new Intl.NumberFormat(document.documentElement.lang).format(Number(key));
    }
    return key;
  }
  const kChoices = ['place', 'conflict', 'back', 'solution'];

  function verdictText(q, given) {
    if (given.skipped) return inLanguage(q.skippedSaid);
    if (q.right.includes(given.key)) return inLanguage(q.rightSaid);
    if (q.reasonOf && given.square) {
      const letter = q.reasonOf[given.square[0] * steps[q.at].n + given.square[1]];
      if (letter !== ' ') {
        const reason = inLanguage(q.reasons).split('\n')[letter.charCodeAt(0) - 97];
        return format(inLanguage(q.wrongBecause), saidWords(q, given.key), reason);
      }
    }
    return format(inLanguage(q.wrongSaid), saidWords(q, given.key));
  }

  function showScore() {
    let asked = 0;
    let right = 0;
    for (const [id, given] of Object.entries(answers)) {
      const [p, at] = id.split(':').map(Number);
      const q = (parts[p].questions || []).find((x) => x.at === at);
      ++asked;
      if (!given.skipped && q.right.includes(given.key)) ++right;
    }
    $('score').hidden = questionCount === 0;
    $('score').textContent = format(words.score, right, asked);
    $('results').hidden = asked === 0;
    $('results').textContent = words.results;
    $('results').href = 'data:text/csv;charset=utf-8,' + encodeURIComponent(resultsCsv());
    return right;
  }

  // The answers as the teacher's CSV the program writes (its columns, one row an answer, in
  // the order given), for a platform without SCORM.
  function resultsCsv() {
    const field = (t) => (/[",\r\n]/.test(t) ? `"${t.replace(/"/g, '""')}"` : t);
    const pad = (v) => String(Math.floor(Math.abs(v))).padStart(2, '0');
    const iso = (d) => {
      const off = -d.getTimezoneOffset();
      const zone = off === 0 ? 'Z' : `${off > 0 ? '+' : '-'}${pad(off / 60)}:${pad(off % 60)}`;
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T` +
             `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}${zone}`;
    };
    const lines = [data.csvColumns.join(',')];
    for (const [id, given] of Object.entries(answers)) {
      const [p, at] = id.split(':').map(Number);
      const q = parts[p].questions.find((x) => x.at === at);
      const result = given.skipped ? 'skipped' : q.right.includes(given.key) ? 'right' : 'wrong';
      lines.push([iso(given.time), 'predict', q.algorithm, String(q.n), q.seed, q.step, q.kind,
                  inLanguage(q.plain), given.skipped ? '' : saidWords(q, given.key),
                  inLanguage(q.rightWords), inLanguage(q.accepted), result].map(field).join(','));
    }
    return lines.join('\r\n') + '\r\n';
  }

  function answer(key, square) {
    const q = questionAt(index);
    if (!q || answerOf(q)) return;
    answers[`${part}:${q.at}`] = { key, square, time: new Date() };
    attackedYes = false;
    showQuestion();
    reportScore(showScore());
    $('forward').focus();
  }
  function skip() {
    const q = questionAt(index);
    if (!q || answerOf(q)) return;
    answers[`${part}:${q.at}`] = { skipped: true, time: new Date() };
    attackedYes = false;
    showQuestion();
    reportScore(showScore());
    $('forward').focus();
  }

  const button = (text, act) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = text;
    b.addEventListener('click', act);
    return b;
  };
  const numbers = (label, count) => {
    const l = document.createElement('label');
    l.textContent = `${label} `;
    const s = document.createElement('select');
    for (let k = 0; k < count; ++k) {
      const o = document.createElement('option');
      o.value = String(k);
      o.textContent = String(k + 1);
      s.appendChild(o);
    }
    l.appendChild(s);
    return [l, s];
  };

  // The question asked before the next step, with a way to answer each kind (the board's
  // squares take a click too), or the verdict once answered.
  function showQuestion() {
    const q = questionAt(index);
    // A "yes" half given belongs to its own question: another one starts afresh.
    const shown = q ? `${part}:${q.at}` : '';
    if (shown !== questionShown) attackedYes = false;
    questionShown = shown;
    const box = $('question');
    box.hidden = !q;
    if (!q) return;
    $('ask').textContent = inLanguage(q.ask);
    const bar = $('answerBar');
    bar.replaceChildren();
    const given = answerOf(q);
    $('verdict').textContent = given ? verdictText(q, given) : '';
    box.classList.toggle('answered', Boolean(given));
    if (given) return;
    const n = steps[index].n;
    if (q.input === 'attacked' && !attackedYes) {
      bar.append(button(words.yes, () => { attackedYes = true; showQuestion(); }),
                 button(words.no, () => answer('no')));
    } else if (q.input === 'square' || q.input === 'attacked') {
      if (q.input === 'attacked') {
        const then = document.createElement('span');
        then.textContent = words.thenQueen;
        bar.append(then);
      }
      const [rl, rs] = numbers(words.row, n);
      const [cl, cs] = numbers(words.column, n);
      if (q.row !== undefined) rs.value = String(q.row);
      bar.append(rl, cl, button(words.answer, () => {
        const sq = [Number(rs.value), Number(cs.value)];
        answer(sq.join(','), sq);
      }));
    } else if (q.input === 'row') {
      const [rl, rs] = numbers(words.row, n);
      bar.append(rl, button(words.answer, () => answer(rs.value)));
    } else if (q.input === 'choice') {
      const texts = inLanguage(q.choices).split('\n');
      kChoices.forEach((key, k) => bar.append(button(texts[k], () => answer(key))));
    } else if (q.input === 'columns') {
      for (let c = 0; c < n; ++c) {
        const l = document.createElement('label');
        l.className = 'column';
        const box = document.createElement('input');
        box.type = 'checkbox';
        box.value = String(c);
        box.dataset.col = String(c);
        l.append(box, ` ${c + 1}`);
        bar.append(l);
      }
      bar.append(button(words.answer, () => {
        const picked = [...bar.querySelectorAll('input:checked')].map((b) => b.value);
        answer(picked.join(','));
      }));
    } else if (q.input === 'number') {
      const l = document.createElement('label');
      l.textContent = `${words.count} `;
      const input = document.createElement('input');
      input.type = 'number';
      input.min = '0';
      input.id = 'count';
      l.appendChild(input);
      bar.append(l, button(words.answer, () => {
        if (input.value !== '') answer(String(Math.trunc(Number(input.value))));
      }));
    }
    bar.append(button(words.skip, skip));
  }

  // A square clicked while a question waits answers it (or ticks its column).
  function clicked(r, c) {
    const q = questionAt(index);
    if (!q || answerOf(q)) return;
    if (q.input === 'square' || (q.input === 'attacked' && attackedYes)) answer(`${r},${c}`, [r, c]);
    else if (q.input === 'row') answer(String(r));
    else if (q.input === 'columns' && r === q.row) {
      const box = $('answerBar').querySelector(`input[data-col="${c}"]`);
      if (box) box.checked = !box.checked;
    }
  }

  // One step on, unless a question waits there: then playing stops and the question says so.
  function forward() {
    const q = questionAt(index);
    if (q && !answerOf(q)) {
      pause();
      $('verdict').textContent = words.answerFirst;
      return false;
    }
    show(index + 1);
    return true;
  }

  function pause() {
    if (timer !== null) clearInterval(timer);
    timer = null;
    $('play').textContent = words.play;
  }
  function play() {
    if (index >= steps.length - 1) show(0);
    pause();
    $('play').textContent = words.pause;
    timer = setInterval(() => {
      if (index >= steps.length - 1 || !forward()) pause();
    }, Number($('speed').value));
  }
  const toggle = () => (timer === null ? play() : pause());

  // A part: a lesson's scene (its heading, note, code and counters) or the run's range.
  function showPart(p) {
    pause();
    part = Math.max(0, Math.min(parts.length - 1, p));
    steps = parts[part].steps;
    const scene = parts[part];
    $('heading').textContent = inLanguage(scene.heading);
    $('heading').hidden = !scene.heading;
    $('note').textContent = inLanguage(scene.note);
    $('note').hidden = !scene.note;
    const code = $('code');
    code.replaceChildren();
    const lines = inLanguage(scene.code);
    for (const line of lines ? lines.split('\n') : []) {
      // A long line wraps under its own first word, not under the line numbers.
      const [, indent, text] = line.match(/^(\s*)(.*)$/s);
      const li = document.createElement('li');
      const pad = document.createElement('span');
      pad.className = 'indent';
      pad.textContent = indent;
      const body = document.createElement('span');
      body.className = 'text';
      body.textContent = text;
      body.style.maxWidth = `calc(100% - ${indent.length}ch)`;
      li.append(pad, body);
      code.appendChild(li);
    }
    const single = steps.length === 1;
    $('timelineLabel').hidden = single;
    for (const id of ['start', 'back', 'play', 'forward', 'end']) $(id).disabled = single;
    $('timeline').max = String(steps.length - 1);
    for (const [k, li] of Array.from($('sceneList').children).entries()) {
      const button = li.firstElementChild;
      if (k === part) button.setAttribute('aria-current', 'true');
      else button.removeAttribute('aria-current');
    }
    $('sceneOf').textContent = format(words.scene, part + 1, parts.length);
    $('previousScene').disabled = part === 0;
    $('nextScene').disabled = part === parts.length - 1;
    show(0);
    reportSeen(part);
  }

  // Every word in the chosen language: the page's own, the title, and the part's.
  function speak(code) {
    language = code;
    words = data.words[language];
    document.documentElement.lang = data.languages.find(([c]) => c === code)[1];
    document.title = inLanguage(data.title);
    $('title').textContent = document.title;
    $('code').setAttribute('aria-label', words.code);
    $('counters').setAttribute('aria-label', words.counters);
    for (const id of ['start', 'back', 'forward', 'end', 'previousScene', 'nextScene']) {
      $(id).textContent = words[id];
      $(id).setAttribute('aria-keyshortcuts', words.keys[id]);
    }
    $('controls').setAttribute('aria-label', words.controls);
    $('scenes').setAttribute('aria-label', words.scenes);
    $('note').setAttribute('aria-label', words.note);
    $('question').setAttribute('aria-label', words.question);
    $('speedLabel').firstElementChild.textContent = words.speed;
    $('languageLabel').firstElementChild.textContent = words.language;
    $('timelineLabel').firstElementChild.textContent = words.timeline;
    for (const [k, option] of Array.from($('speed').options).entries())
      option.textContent = words.speeds[k];
    for (const [k, li] of Array.from($('sceneList').children).entries()) {
      const button = li.firstElementChild;
      button.setAttribute('aria-label', inLanguage(parts[k].heading) || String(k + 1));
    }
    const at = index;
    showPart(part);
    show(at);
    showScore();
  }

  function build() {
    const root = document.documentElement.style;
    root.setProperty('--paper', theme.background);
    root.setProperty('--ink', theme.coordinates);
    root.setProperty('--current', theme.current);
    $('play').setAttribute('aria-keyshortcuts', 'Space');
    for (const ms of data.speeds) {
      const o = document.createElement('option');
      o.value = String(ms);
      $('speed').appendChild(o);
    }
    $('speed').selectedIndex = data.speed;
    for (const [code, , name] of data.languages) {
      const o = document.createElement('option');
      o.value = code;
      o.textContent = name;
      $('language').appendChild(o);
    }
    $('languageLabel').hidden = data.languages.length < 2;
    $('scenes').hidden = parts.length < 2;
    document.body.classList.toggle('lesson', parts.length > 1);
    for (let k = 0; k < parts.length; ++k) {
      const li = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = String(k + 1);
      button.addEventListener('click', () => showPart(k));
      li.appendChild(button);
      $('sceneList').appendChild(li);
    }
    $('start').addEventListener('click', () => { pause(); show(0); });
    $('back').addEventListener('click', () => { pause(); show(index - 1); });
    $('forward').addEventListener('click', () => { pause(); forward(); });
    $('end').addEventListener('click', () => { pause(); show(steps.length - 1); });
    $('play').addEventListener('click', toggle);
    $('board').addEventListener('click', (e) => {
      const sq = e.target.closest && e.target.closest('rect.sq');
      if (sq) clicked(Number(sq.dataset.row), Number(sq.dataset.col));
    });
    $('previousScene').addEventListener('click', () => showPart(part - 1));
    $('nextScene').addEventListener('click', () => showPart(part + 1));
    $('speed').addEventListener('change', () => { if (timer !== null) play(); });
    $('language').addEventListener('change', () => speak($('language').value));
    $('timeline').addEventListener('input', () => { pause(); show(Number($('timeline').value)); });
    document.addEventListener('keydown', (e) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      const inField = e.target instanceof HTMLSelectElement || e.target instanceof HTMLInputElement;
      const speed = $('speed');
      const keys = {
        ' ': toggle,
        ArrowRight: () => { pause(); forward(); },
        ArrowLeft: () => { pause(); show(index - 1); },
        Home: () => { pause(); show(0); },
        End: () => { pause(); show(steps.length - 1); },
        PageUp: () => showPart(part - 1),
        PageDown: () => showPart(part + 1),
        '+': () => { speed.selectedIndex = Math.min(speed.length - 1, speed.selectedIndex + 1);
                     if (timer !== null) play(); },
        '-': () => { speed.selectedIndex = Math.max(0, speed.selectedIndex - 1);
                     if (timer !== null) play(); },
      };
      const always = [' ', '+', '-', 'PageUp', 'PageDown'];
      if (inField && !always.includes(e.key)) return;
      const act = keys[e.key];
      // Space presses a focused button and ticks a focused box (a free column) instead.
      const pressable = e.target instanceof HTMLButtonElement ||
                        (e.target instanceof HTMLInputElement && e.target.type === 'checkbox');
      if (act && !(pressable && e.key === ' ')) {
        e.preventDefault();
        act();
      }
    });
    const first = browserLanguage();
    $('language').value = first;
    speak(first);
  }
  build();
})();
