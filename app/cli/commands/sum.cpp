// SPDX-License-Identifier: GPL-3.0-or-later
// nqueens sum
#include "cliutil.h"
#include "commandline.h"

#include "boundedfile.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <limits>
#include <map>
#include <optional>

namespace nq {

using namespace cli;

int CommandLine::sum()
{
    const QStringList files = parse().positional;
    if (files.isEmpty())
        throw UsageError { tr("sum needs the files written by 'nqueens count N --parts P --part I "
                              "--json'") };

    struct Part
    {
        QString file;
        qint64 n = 0;
        qint64 parts = 0;
        qint64 part = 0;
        qint64 total = 0;
        qint64 unique = -1; // -1: the file has no unique count
    };
    std::vector<Part> parts;
    for (const QString &file : files) {
        // A part file is a few hundred bytes: a device, a folder or a file past 1 MiB is refused
        // before (or as soon as) it is read. A pipe is read, as cat would.
        QString problem;
        const std::optional<QByteArray> bytes
            = BoundedFile::read(file, BoundedFile::partFile(), &problem);
        if (!bytes)
            throw UsageError { problem };
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(*bytes, &error);
        if (error.error != QJsonParseError::NoError)
            throw UsageError { tr("'%1' is not valid JSON: %2 at byte %3")
                                   .arg(file, error.errorString())
                                   .arg(error.offset) };
        if (!doc.isObject())
            throw UsageError {
                tr("'%1' holds no JSON object as written by 'nqueens count --json'").arg(file)
            };
        const QJsonObject o = doc.object();
        // Whole numbers only, read exactly (totals pass 2^53 for large boards).
        auto number = [&](const QString &key, qint64 min, qint64 max) {
            const QJsonValue v = o.value(key);
            constexpr qint64 none = std::numeric_limits<qint64>::min();
            const qint64 value = v.isDouble() ? v.toInteger(none) : none;
            if (value == none || value < min || value > max)
                throw UsageError { tr("'%1' has no valid \"%2\" (a whole number from %3 to %4)")
                                       .arg(file, key)
                                       .arg(min)
                                       .arg(max) };
            return value;
        };
        constexpr qint64 big = std::numeric_limits<qint64>::max();
        Part part;
        part.file = file;
        part.n = number(QStringLiteral("n"), 1, big);
        part.parts = number(QStringLiteral("parts"), 1, big);
        part.part = number(QStringLiteral("part"), 0, part.parts - 1);
        part.total = number(QStringLiteral("total"), 0, big);
        if (o.contains(u"unique"))
            part.unique = number(QStringLiteral("unique"), 0, big);
        const Part &first = parts.empty() ? part : parts.front();
        if (part.n != first.n || part.parts != first.parts)
            throw UsageError { tr("'%1' counts n=%2 in %3 parts, but '%4' counts n=%5 in %6 parts")
                                   .arg(file)
                                   .arg(part.n)
                                   .arg(part.parts)
                                   .arg(first.file)
                                   .arg(first.n)
                                   .arg(first.parts) };
        if ((part.unique < 0) != (first.unique < 0))
            throw UsageError { tr("'%1' and '%2' differ: only one of them has a \"unique\" count")
                                   .arg(file, first.file) };
        parts.push_back(part);
    }

    std::map<qint64, QString> seen;
    qint64 total = 0, unique = 0;
    constexpr qint64 big = std::numeric_limits<qint64>::max();
    for (const Part &part : parts) {
        const auto [it, added] = seen.emplace(part.part, part.file);
        if (!added)
            throw UsageError { tr("part %1 of %2 is there twice: in '%3' and in '%4'")
                                   .arg(part.part)
                                   .arg(part.parts)
                                   .arg(it->second, part.file) };
        if (total > big - part.total || unique > big - std::max<qint64>(part.unique, 0))
            throw UsageError { tr("the sum passes 64 bits at '%1'").arg(part.file) };
        total += part.total;
        unique += std::max<qint64>(part.unique, 0);
    }
    const Part &first = parts.front();
    if (static_cast<qint64>(seen.size()) != first.parts) {
        qint64 missing = 0;
        for (const auto &entry : seen) {
            if (entry.first != missing)
                break;
            ++missing;
        }
        throw UsageError {
            tr("part %1 of %2 (n=%3) is missing: none of the %4 files given holds it")
                .arg(missing)
                .arg(first.parts)
                .arg(first.n)
                .arg(files.size())
        };
    }
    QString out = QStringLiteral("%1\n").arg(total);
    if (first.unique >= 0)
        out += QStringLiteral("%1\n").arg(unique);
    writeOut(out);
    return Ok;
}

} // namespace nq
