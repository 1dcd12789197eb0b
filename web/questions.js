// SPDX-License-Identifier: GPL-3.0-or-later
// Predict's questions as the program's pages ask them: a way to answer each kind (buttons,
// lists, the board's squares), the student's answer in the program's words, and the verdict
// the program decided as the page was written (or as the class session asked). It compares an
// answer with the answers judged right; it decides nothing.
'use strict';
NQ.questions = (() => {
  const format = NQ.format;
  // What happens next?: the keys of its choices, in their order.
  const kChoices = ['place', 'conflict', 'back', 'solution'];

  // The student's answer in the program's words, as its verdict tells it back. `say` holds
  // inLanguage(texts) and said(field) (the answer words of data.answers) in the shown language.
  function saidWords(q, key, say) {
    const squareWords = (k) => { const [r, c] = k.split(',').map(Number);
                                 return format(say.said('square'), r + 1, c + 1); };
    switch (q.input) {
      case 'square': return squareWords(key);
      case 'row': return format(say.said('row'), Number(key) + 1);
      case 'attacked': return key === 'no' ? say.said('no')
                                           : format(say.said('yesQueen'), squareWords(key));
      case 'choice': return say.inLanguage(q.choices).split('\n')[kChoices.indexOf(key)];
      case 'columns': {
        if (key === '') return say.said('noColumn');
        const list = key.split(',').map((c) => Number(c) + 1);
        return format(say.said(list.length === 1 ? 'columnsOne' : 'columnsOther'), list.join(', '));
      }
      case 'number': return new Intl.NumberFormat(document.documentElement.lang).format(Number(key));
    }
    return key;
  }

  // The verdict on `given` ({ key, square } or { skipped }) for a board `n` wide.
  function verdictText(q, given, n, say) {
    if (given.skipped) return say.inLanguage(q.skippedSaid);
    if (q.right.includes(given.key)) return say.inLanguage(q.rightSaid);
    if (q.reasonOf && given.square) {
      const letter = q.reasonOf[given.square[0] * n + given.square[1]];
      if (letter !== ' ') {
        const reason = say.inLanguage(q.reasons).split('\n')[letter.charCodeAt(0) - 97];
        return format(say.inLanguage(q.wrongBecause), saidWords(q, given.key, say), reason);
      }
    }
    return format(say.inLanguage(q.wrongSaid), saidWords(q, given.key, say));
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

  // Fills `bar` with a way to answer `q` on a board `n` wide: answer(key, square) and skip()
  // are called back; `half.yes` is "Is it attacked?" answered yes (the queen comes next), and
  // redraw() shows the bar again once it changes.
  function answerBar(bar, q, n, words, say, half, answer, skip, redraw) {
    bar.replaceChildren();
    if (q.input === 'attacked' && !half.yes) {
      bar.append(button(words.yes, () => { half.yes = true; redraw(); }),
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
      const texts = say.inLanguage(q.choices).split('\n');
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
    if (skip) bar.append(button(words.skip, skip));
  }

  // A square clicked while `q` waits answers it (or ticks its column in `bar`).
  function clicked(q, r, c, bar, half, answer) {
    if (q.input === 'square' || (q.input === 'attacked' && half.yes)) answer(`${r},${c}`, [r, c]);
    else if (q.input === 'row') answer(String(r));
    else if (q.input === 'columns' && r === q.row) {
      const box = bar.querySelector(`input[data-col="${c}"]`);
      if (box) box.checked = !box.checked;
    }
  }

  return { kChoices, saidWords, verdictText, answerBar, clicked };
})();
