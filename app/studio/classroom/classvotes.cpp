// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroom/classvotes.h"

#include "classroom/classdock.h"
#include "classroom/voteoverlay.h"
#include "classroom/voteschart.h"
#include "pagequestions.h"

#include <QCoreApplication>
#include <QTimer>

#include <algorithm>

namespace nq {

namespace {

/// The kinds whose answer is a square of the board: their votes shade the board.
bool answeredOnSquares(QuestionKind kind)
{
    return kind == QuestionKind::NextQueen || kind == QuestionKind::MoveColumn
        || kind == QuestionKind::Uncovered || kind == QuestionKind::Attacked;
}

} // namespace

void ClassVotes::show(const ClassCounts &counts, const ClassResults::Asked *asked,
                      const Theme &theme, ClassDock *dock, VoteOverlay *overlay)
{
    if (!asked) {
        dock->chart()->clear();
        return;
    }
    const ClassResults::Asked &a = *asked;
    // The chart: every answer voted in a round shown, in words, each round's count.
    std::vector<QString> keys;
    for (int r = 0; r < 2; ++r) {
        if (!counts.shown[r])
            continue;
        for (const auto &[key, count] : counts.tally[r]) {
            if (std::find(keys.begin(), keys.end(), key) == keys.end())
                keys.push_back(key);
        }
    }
    std::sort(keys.begin(), keys.end(), [&](const QString &x, const QString &y) {
        const auto votes = [&](const QString &k) {
            const int r = counts.shown[1] ? 1 : 0;
            const auto f = counts.tally[r].find(k);
            return f == counts.tally[r].end() ? 0 : f->second;
        };
        return votes(x) != votes(y) ? votes(x) > votes(y) : x < y;
    });
    QStringList names;
    for (const QString &k : keys)
        names << ClassResults::answerWords(a, k)
                + (counts.revealed && ClassResults::isRight(a, k)
                       ? QCoreApplication::translate("nq::ClassController", " ✓")
                       : QString());
    const auto round = [&](int r) -> std::optional<std::vector<int>> {
        if (!counts.shown[r])
            return std::nullopt;
        std::vector<int> v;
        for (const QString &k : keys) {
            const auto f = counts.tally[r].find(k);
            v.push_back(f == counts.tally[r].end() ? 0 : f->second);
        }
        return v;
    };
    if (keys.empty()) {
        dock->chart()->clear();
    } else {
        const bool before = dock->chart()->isVisible();
        dock->chart()->show(names, round(0), round(1));
        if (!before) // shown just now: in sight on the wall
            QTimer::singleShot(0, dock, [dock = dock] { dock->bringIntoView(dock->chart()); });
    }

    // The board: the votes of the latest round shown on their squares; after Reveal, the right
    // squares ringed.
    if (!answeredOnSquares(a.question.kind))
        return;
    const int shownRound = counts.shown[1] ? 1 : counts.shown[0] ? 0 : -1;
    std::map<std::pair<int, int>, int> votes;
    if (shownRound >= 0) {
        for (const auto &[key, count] : counts.tally[shownRound]) {
            const std::optional<Answer> answer = PageQuestions::answerOf(a.question, key, a.n);
            if (answer && (a.question.kind != QuestionKind::Attacked || answer->yes))
                votes[{ answer->square.row, answer->square.col }] += count;
        }
    }
    overlay->setColors(theme.consider, theme.solution, theme.coordinates);
    overlay->setVotes(a.n, votes);
    std::vector<std::pair<int, int>> ringed;
    if (counts.revealed) {
        for (int r = 0; r < a.n; ++r) {
            for (int c = 0; c < a.n; ++c) {
                if (ClassResults::isRight(a, QStringLiteral("%1,%2").arg(r).arg(c)))
                    ringed.push_back({ r, c });
            }
        }
    }
    overlay->setRinged(ringed);
}

} // namespace nq
