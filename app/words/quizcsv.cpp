// SPDX-License-Identifier: GPL-3.0-or-later
#include "quizcsv.h"

#include "questionwords.h"

#include <QStringList>

namespace nq::QuizCsv {

QStringList columns()
{
    return { QStringLiteral("time"),          QStringLiteral("mode"),
             QStringLiteral("algorithm"),     QStringLiteral("size"),
             QStringLiteral("seed"),          QStringLiteral("step"),
             QStringLiteral("question_kind"), QStringLiteral("question"),
             QStringLiteral("answer"),        QStringLiteral("right_answer"),
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

QByteArray of(const std::vector<QuizRecord> &records)
{
    QString out = columns().join(u',') + QStringLiteral("\r\n");
    for (const QuizRecord &r : records) {
        const Question &q = r.question;
        const QStringList row {
            r.time.toOffsetFromUtc(r.time.offsetFromUtc()).toString(Qt::ISODate),
            QStringLiteral("predict"),
            Algorithms::info(r.algorithm).idString(),
            QString::number(r.n),
            QString::number(r.seed),
            QString::number(q.position + 1),
            QString::fromLatin1(questionKindKey(q.kind)),
            QuestionWords::plain(q),
            r.verdict == Verdict::Skipped ? QString() : QuestionWords::answer(q, r.given),
            QuestionWords::answer(q, q.right),
            QString::fromLatin1(verdictKey(r.verdict)),
        };
        QStringList fields;
        for (const QString &f : row)
            fields << field(f);
        out += fields.join(u',') + QStringLiteral("\r\n");
    }
    return out.toUtf8();
}

} // namespace nq::QuizCsv
