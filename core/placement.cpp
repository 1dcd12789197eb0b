// SPDX-License-Identifier: GPL-3.0-or-later
#include "placement.h"

#include "messagetext.h"

#include <algorithm>
#include <cstdlib>

namespace nq {

ConflictReason attackBetween(Square a, Square b)
{
    if (a == b)
        return ConflictReason::None;
    if (a.col == b.col)
        return ConflictReason::Column;
    if (a.row == b.row)
        return ConflictReason::Row;
    if (a.row - a.col == b.row - b.col)
        return ConflictReason::Diagonal;
    if (a.row + a.col == b.row + b.col)
        return ConflictReason::AntiDiagonal;
    return ConflictReason::None;
}

Attack findAttack(std::span<const int> placement)
{
    const int n = static_cast<int>(placement.size());
    for (int j = 1; j < n; ++j) {
        if (placement[j] < 0)
            continue;
        for (int i = 0; i < j; ++i) {
            if (placement[i] < 0)
                continue;
            const Square q { j, placement[j] };
            const Square by { i, placement[i] };
            const ConflictReason reason = attackBetween(q, by);
            if (reason != ConflictReason::None)
                return { true, q, by, reason };
        }
    }
    return {};
}

Attack findDiagonalAttack(std::span<const int> placement)
{
    const int n = static_cast<int>(placement.size());
    for (int j = 1; j < n; ++j) {
        for (int i = 0; i < j; ++i) {
            if (std::abs(placement[j] - placement[i]) == j - i) {
                const Square q { j, placement[j] };
                const Square by { i, placement[i] };
                return { true, q, by, attackBetween(q, by) };
            }
        }
    }
    return {};
}

int queensIn(std::span<const int> placement)
{
    return int(std::count_if(placement.begin(), placement.end(), [](int c) { return c >= 0; }));
}

bool isSolution(std::span<const int> placement)
{
    for (const int c : placement) {
        if (c < 0 || c >= static_cast<int>(placement.size()))
            return false;
    }
    return !findAttack(placement).found;
}

std::optional<Placement> parsePlacement(QStringView text, int n, QString *error,
                                        PlacementReading reading)
{
    // Spaces or commas (or both) between the columns: what `nqueens solve` prints reads back.
    QList<QStringView> fields;
    qsizetype start = -1;
    const QStringView trimmed = text.trimmed();
    for (qsizetype i = 0; i <= trimmed.size(); ++i) {
        const bool separator
            = i == trimmed.size() || trimmed.at(i) == u',' || trimmed.at(i).isSpace();
        if (separator && start >= 0) {
            fields.append(trimmed.mid(start, i - start));
            start = -1;
        } else if (separator && i < trimmed.size() && trimmed.at(i) == u','
                   && (i == 0 || trimmed.at(i - 1) == u',')) {
            fields.append(QStringView()); // an empty field between two commas: refused below
        } else if (!separator && start < 0) {
            start = i;
        }
    }
    Placement placement;
    std::vector<bool> used(static_cast<std::size_t>(std::max(n, 0)), false);
    bool ok = n >= 1
        && (fields.size() == n || (reading.freeTail && !fields.empty() && fields.size() < n));
    for (qsizetype i = 0; ok && i < fields.size(); ++i) {
        const QStringView field = fields[i].trimmed();
        if (field == u"-") {
            placement.push_back(-1); // an empty row
            continue;
        }
        bool isNumber = false;
        const int c = field.toInt(&isNumber) - 1; // "0" is an empty row too
        ok = isNumber && c >= -1 && c < n
            && (c < 0 || reading.sharedColumns || !used[static_cast<std::size_t>(c)]);
        if (ok) {
            if (c >= 0)
                used[static_cast<std::size_t>(c)] = true;
            placement.push_back(c);
        }
    }
    if (ok) {
        placement.resize(static_cast<std::size_t>(n), -1); // the free tail, if any
        return placement;
    }
    if (error)
        *error = QCoreApplication::translate("nq::Placement",
                                             "--placement must give, for each of the %1 rows, its "
                                             "queen's column from 1 to %1 (each column at most "
                                             "once) or - for an empty row, separated by spaces "
                                             "or commas; got '%2'")
                     .arg(n)
                     .arg(printable(text));
    return std::nullopt;
}

namespace {

// Writes each entry (shifted by `offset`; a negative one as `empty`) with `separator` between,
// into a string sized once: on a board of 10^7 rows, growing it and a QString per number cost
// several times the solving (nqueens solve 20000000 spent 4.8 s of 7 s here).
QString joinNumbers(std::span<const int> placement, int offset, char16_t separator, char16_t empty,
                    char16_t open, char16_t close)
{
    auto digits = [](unsigned v) {
        int d = 1;
        while (v >= 10) {
            v /= 10;
            ++d;
        }
        return d;
    };
    qsizetype length = (open ? 1 : 0) + (close ? 1 : 0);
    for (std::size_t i = 0; i < placement.size(); ++i)
        length += (i ? 1 : 0) + (placement[i] < 0 ? 1 : digits(unsigned(placement[i] + offset)));
    QString out(length, Qt::Uninitialized);
    char16_t *p = reinterpret_cast<char16_t *>(out.data());
    if (open)
        *p++ = open;
    for (std::size_t i = 0; i < placement.size(); ++i) {
        if (i)
            *p++ = separator;
        if (placement[i] < 0) {
            *p++ = empty;
            continue;
        }
        unsigned v = unsigned(placement[i] + offset);
        const int d = digits(v);
        for (int k = d - 1; k >= 0; --k, v /= 10)
            p[k] = char16_t(u'0' + v % 10);
        p += d;
    }
    if (close)
        *p++ = close;
    return out;
}

} // namespace

QString placementToJson(std::span<const int> placement)
{
    // JSON keeps the columns as they are, from 0 (-1 stays -1: written by its digits).
    QString out;
    for (const int c : placement) {
        if (c < 0) { // not a full placement: the general path
            out += u'[';
            for (std::size_t i = 0; i < placement.size(); ++i) {
                if (i)
                    out += u',';
                out += QString::number(placement[i]);
            }
            out += u']';
            return out;
        }
    }
    return joinNumbers(placement, 0, u',', u'-', u'[', u']');
}

QString placementToText(std::span<const int> placement)
{
    return joinNumbers(placement, 1, u' ', u'-', 0, 0);
}

} // namespace nq
