// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFile>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include "testdata.h"

namespace nq::test {

/// One row of a reference table (OEIS values shipped in tests/data).
struct ReferenceRow
{
    qint64 a = -1;
    qint64 b = -1;
    qint64 c = -1;
};

/// The data lines of a tab-separated table in tests/data, split into fields (comments and the
/// header line left out).
inline QList<QStringList> referenceLines(const QString &fileName)
{
    QList<QStringList> lines;
    QFile file(testData(fileName));
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return lines;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (!line.isEmpty() && !line.startsWith(u'#') && !line.startsWith(u'n'))
            lines.append(line.split(u'\t'));
    }
    return lines;
}

/// Reads a tab-separated reference table keyed by its first column (n); -1 where empty.
inline QMap<int, ReferenceRow> readReference(const QString &fileName)
{
    QMap<int, ReferenceRow> rows;
    for (const QStringList &f : referenceLines(fileName)) {
        ReferenceRow row;
        auto value
            = [&f](int i) { return f.size() > i && !f[i].isEmpty() ? f[i].toLongLong() : -1; };
        row.a = value(1);
        row.b = value(2);
        row.c = value(3);
        rows.insert(f[0].toInt(), row);
    }
    return rows;
}

/// n -> (total solutions, unique solutions) from nqueens-counts.tsv.
inline QMap<int, ReferenceRow> queensCounts()
{
    return readReference(QStringLiteral("nqueens-counts.tsv"));
}

/// n -> (gamma, minimum dominating sets, classes) from domination.tsv.
inline QMap<int, ReferenceRow> dominationCounts()
{
    return readReference(QStringLiteral("domination.tsv"));
}

/// One row of domination-sets.tsv: the dominating sets of k queens on n x n and their classes.
struct DominationSetRow
{
    int n = 0;
    int k = 0;
    qint64 sets = -1;
    qint64 classes = -1;
};

/// Every row of domination-sets.tsv (counts past the minimum, two methods agreeing on each).
inline QList<DominationSetRow> dominationSetCounts()
{
    QList<DominationSetRow> rows;
    for (const QStringList &f : referenceLines(QStringLiteral("domination-sets.tsv"))) {
        if (f.size() == 4)
            rows.append({ f[0].toInt(), f[1].toInt(), f[2].toLongLong(), f[3].toLongLong() });
    }
    return rows;
}

} // namespace nq::test
