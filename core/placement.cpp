// SPDX-License-Identifier: GPL-3.0-or-later
#include "placement.h"

#include "messagetext.h"

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

bool isSolution(std::span<const int> placement)
{
    for (const int c : placement) {
        if (c < 0 || c >= static_cast<int>(placement.size()))
            return false;
    }
    return !findAttack(placement).found;
}

std::optional<Placement> parsePlacement(QStringView text, int n, QString *error)
{
    const QList<QStringView> fields = text.split(u',');
    Placement placement;
    std::vector<bool> used(static_cast<std::size_t>(std::max(n, 0)), false);
    bool ok = n >= 1 && fields.size() == n;
    for (qsizetype i = 0; ok && i < fields.size(); ++i) {
        const QStringView field = fields[i].trimmed();
        if (field == u"-") {
            placement.push_back(-1); // an empty row
            continue;
        }
        bool isNumber = false;
        const int c = field.toInt(&isNumber) - 1; // "0" is an empty row too
        ok = isNumber && c >= -1 && c < n && (c < 0 || !used[static_cast<std::size_t>(c)]);
        if (ok) {
            if (c >= 0)
                used[static_cast<std::size_t>(c)] = true;
            placement.push_back(c);
        }
    }
    if (ok)
        return placement;
    if (error)
        *error = QCoreApplication::translate("nq::Placement",
                                             "--placement must give, for each of the %1 rows, its "
                                             "queen's column from 1 to %1 (each column at most "
                                             "once) or - for an empty row, separated by commas; "
                                             "got '%2'")
                         .arg(n)
                         .arg(printable(text));
    return std::nullopt;
}

QString placementToJson(std::span<const int> placement)
{
    QString out;
    out.reserve(static_cast<qsizetype>(placement.size()) * 3 + 2);
    out += u'[';
    for (std::size_t i = 0; i < placement.size(); ++i) {
        if (i)
            out += u',';
        out += QString::number(placement[i]);
    }
    out += u']';
    return out;
}

QString placementToText(std::span<const int> placement)
{
    QString out;
    for (std::size_t i = 0; i < placement.size(); ++i) {
        if (i)
            out += u' ';
        out += placement[i] < 0 ? QStringLiteral("-") : QString::number(placement[i] + 1);
    }
    return out;
}

} // namespace nq
