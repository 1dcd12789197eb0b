// SPDX-License-Identifier: GPL-3.0-or-later
#include "quizcsv.h"

#include "questionwords.h"

#include <QStringList>

#include <algorithm>

namespace nq::QuizCsv {

QStringList columns()
{
    return { QStringLiteral("time"),
             QStringLiteral("mode"),
             QStringLiteral("algorithm"),
             QStringLiteral("size"),
             QStringLiteral("seed"),
             QStringLiteral("step"),
             QStringLiteral("question_kind"),
             QStringLiteral("question"),
             QStringLiteral("answer"),
             QStringLiteral("right_answer"),
             QStringLiteral("accepted_answers"),
             QStringLiteral("result") };
}

QString field(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n')
        && !text.contains(u'\r'))
        return text;
    QString quoted = text;
    quoted.replace(u'"', QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

CsvRow rowOf(const QuizRecord &r)
{
    const Question &q = r.question;
    CsvRow row;
    row.time = r.time;
    row.mode = QStringLiteral("predict");
    row.algorithm = Algorithms::info(r.algorithm).idString();
    row.size = r.n;
    row.seed = r.seed;
    row.step = q.position + 1;
    row.kind = QString::fromLatin1(questionKindKey(q.kind));
    row.question = QuestionWords::plain(q);
    row.answer = r.verdict == Verdict::Skipped ? QString() : QuestionWords::answer(q, r.given);
    row.rightAnswer = QuestionWords::answer(q, q.right);
    row.accepted = QuestionWords::accepted(q).join(QStringLiteral(" | "));
    row.result = QString::fromLatin1(verdictKey(r.verdict));
    return row;
}

QByteArray of(const std::vector<QuizRecord> &records)
{
    std::vector<CsvRow> rows;
    for (const QuizRecord &r : records)
        rows.push_back(rowOf(r));
    return of(std::move(rows));
}

QByteArray of(std::vector<CsvRow> rows)
{
    std::stable_sort(rows.begin(), rows.end(),
                     [](const CsvRow &a, const CsvRow &b) { return a.time < b.time; });
    QString out = columns().join(u',') + QStringLiteral("\r\n");
    for (const CsvRow &r : rows) {
        const QStringList row {
            r.time.toOffsetFromUtc(r.time.offsetFromUtc()).toString(Qt::ISODate),
            r.mode,
            r.algorithm,
            QString::number(r.size),
            QString::number(r.seed),
            QString::number(r.step),
            r.kind,
            r.question,
            r.answer,
            r.rightAnswer,
            r.accepted.isEmpty() ? r.rightAnswer : r.accepted,
            r.result,
        };
        QStringList fields;
        for (const QString &f : row)
            fields << field(f);
        out += fields.join(u',') + QStringLiteral("\r\n");
    }
    return out.toUtf8();
}

} // namespace nq::QuizCsv
