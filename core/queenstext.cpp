// SPDX-License-Identifier: GPL-3.0-or-later
#include "queenstext.h"

#include "messagetext.h"

#include <QCoreApplication>

#include <algorithm>

namespace nq {

namespace {

// The placement's sentences, in the context placement.cpp's share.
struct PlacementText
{
    Q_DECLARE_TR_FUNCTIONS(nq::Placement)
};

// "12" as a number from 1 to n, or nothing.
std::optional<int> oneBased(QStringView field, int n)
{
    bool ok = false;
    const int v = field.toInt(&ok);
    if (!ok || v < 1 || v > n)
        return std::nullopt;
    return v - 1;
}

// The text as "r,c" tokens: parentheses and the spaces around commas taken out.
QStringList squareTokens(QStringView text, bool *parenthesised)
{
    QString body;
    body.reserve(text.size());
    *parenthesised = false;
    for (const QChar c : text) {
        if (c == u'(' || c == u')') {
            *parenthesised = true;
            body += u' ';
        } else {
            body += c;
        }
    }
    // "1, 1" is one token.
    QString joined;
    joined.reserve(body.size());
    for (qsizetype i = 0; i < body.size(); ++i) {
        if (body.at(i).isSpace()) {
            qsizetype j = i;
            while (j < body.size() && body.at(j).isSpace())
                ++j;
            const bool beforeComma = j < body.size() && body.at(j) == u',';
            const bool afterComma = !joined.isEmpty() && joined.back() == u',';
            if (!beforeComma && !afterComma)
                joined += u' ';
            i = j - 1;
            continue;
        }
        joined += body.at(i);
    }
    return joined.split(u' ', Qt::SkipEmptyParts);
}

bool isPair(const QString &token)
{
    const qsizetype comma = token.indexOf(u',');
    return comma > 0 && comma == token.lastIndexOf(u',') && comma < token.size() - 1;
}

} // namespace

std::optional<std::vector<Square>> parseQueens(QStringView text, int n, QString *error,
                                               QueensReading reading)
{
    bool parenthesised = false;
    const QStringList tokens = squareTokens(text.trimmed(), &parenthesised);
    // Squares when parenthesised, when several pieces of the text have commas ("1,1 2,6"), or a
    // lone pair on a board of squares; else a placement ("1 5 8", "1,5,8", "1, 5, 8").
    const bool pairs = !tokens.isEmpty() && std::all_of(tokens.begin(), tokens.end(), isPair);
    const bool commas = std::any_of(tokens.begin(), tokens.end(),
                                    [](const QString &t) { return t.contains(u','); });
    const bool squares = parenthesised || (commas && tokens.size() > 1)
        || (pairs && tokens.size() == 1 && reading.squares);
    std::vector<Square> queens;
    if (!squares) {
        const std::optional<Placement> placement = parsePlacement(
            text, n, error,
            { .sharedColumns = reading.sharedColumns, .freeTail = reading.freeTail });
        if (!placement)
            return std::nullopt;
        for (int r = 0; r < int(placement->size()); ++r)
            if ((*placement)[std::size_t(r)] >= 0)
                queens.push_back({ r, (*placement)[std::size_t(r)] });
        return queens;
    }
    bool ok = n >= 1 && pairs;
    for (qsizetype i = 0; ok && i < tokens.size(); ++i) {
        const qsizetype comma = tokens[i].indexOf(u',');
        const std::optional<int> row = oneBased(QStringView(tokens[i]).left(comma), n);
        const std::optional<int> col = oneBased(QStringView(tokens[i]).mid(comma + 1), n);
        ok = row && col;
        if (ok)
            queens.push_back({ *row, *col });
    }
    std::sort(queens.begin(), queens.end(),
              [](Square a, Square b) { return a.row != b.row ? a.row < b.row : a.col < b.col; });
    ok = ok && std::adjacent_find(queens.begin(), queens.end()) == queens.end();
    if (ok)
        return queens;
    if (error)
        *error = PlacementText::tr(
                     "give each queen as row,column from 1 to %1, separated by spaces (\"1,1 1,2 "
                     "2,6\"), each square once, or each row's column (\"1 5 8 6 3 7 2 4\"); got "
                     "'%2'")
                     .arg(n)
                     .arg(printable(text));
    return std::nullopt;
}

QString squaresToText(std::span<const Square> squares)
{
    QString out;
    out.reserve(qsizetype(squares.size()) * 6);
    for (const Square &s : squares) {
        if (!out.isEmpty())
            out += u' ';
        out += QString::number(s.row + 1) + u',' + QString::number(s.col + 1);
    }
    return out;
}

std::optional<Placement> placementOfSquares(std::span<const Square> queens, int n)
{
    Placement placement(std::size_t(std::max(n, 0)), -1);
    for (const Square &s : queens) {
        if (s.row < 0 || s.row >= n || s.col < 0 || s.col >= n
            || placement[std::size_t(s.row)] >= 0)
            return std::nullopt;
        placement[std::size_t(s.row)] = s.col;
    }
    return placement;
}

QString queensToText(std::span<const Square> queens, int n, bool squares)
{
    if (!squares) {
        if (const std::optional<Placement> placement = placementOfSquares(queens, n))
            return placementToText(*placement);
    }
    return squaresToText(queens);
}

} // namespace nq
