// SPDX-License-Identifier: GPL-3.0-or-later
#include "classroom/classresults.h"

#include "pagequestions.h"
#include "questionwords.h"

namespace nq {

namespace {

QString field(const QString &text)
{
    if (!text.contains(u',') && !text.contains(u'"') && !text.contains(u'\n')
        && !text.contains(u'\r'))
        return text;
    QString quoted = text;
    quoted.replace(QStringLiteral("\""), QStringLiteral("\"\""));
    return u'"' + quoted + u'"';
}

} // namespace

QStringList ClassResults::csvColumns()
{
    return { QStringLiteral("nickname"),       QStringLiteral("question"),
             QStringLiteral("step"),           QStringLiteral("question_kind"),
             QStringLiteral("question_text"),  QStringLiteral("first_answer"),
             QStringLiteral("first_result"),   QStringLiteral("first_seconds"),
             QStringLiteral("second_answer"),  QStringLiteral("second_result"),
             QStringLiteral("second_seconds"), QStringLiteral("right_answer") };
}

QStringList ClassResults::tableColumns()
{
    return { tr("Nickname"),    tr("Question"),   tr("Step"),    tr("Kind"),
             tr("Asked"),       tr("First vote"), tr("Result"),  tr("Seconds"),
             tr("Second vote"), tr("Result"),     tr("Seconds"), tr("Right answer") };
}

QString ClassResults::answerWords(const Asked &asked, const QString &key)
{
    const std::optional<Answer> a = PageQuestions::answerOf(asked.question, key, asked.n);
    return a ? QuestionWords::answer(asked.question, *a) : key;
}

bool ClassResults::isRight(const Asked &asked, const QString &key)
{
    const std::optional<Answer> a = PageQuestions::answerOf(asked.question, key, asked.n);
    return a && Questions::isRight(asked.question, *a);
}

QList<QStringList> ClassResults::rows(const std::vector<ClassRoom::Result> &results,
                                      const std::map<int, Asked> &asked, bool csv)
{
    QList<QStringList> out;
    for (const ClassRoom::Result &r : results) {
        const auto found = asked.find(r.question);
        if (found == asked.end())
            continue;
        const Asked &a = found->second;
        const auto answer
            = [&](const QString &key) { return key.isEmpty() ? QString() : answerWords(a, key); };
        const auto result = [&](const QString &key) {
            if (key.isEmpty())
                return QString();
            const bool right = isRight(a, key);
            return csv ? (right ? QStringLiteral("right") : QStringLiteral("wrong"))
                       : (right ? tr("right") : tr("wrong"));
        };
        const auto seconds
            = [](double s) { return s < 0 ? QString() : QString::number(s, 'f', 1); };
        // A nickname a spreadsheet would take for a formula ("=…", "+…") is kept as text.
        const bool formula
            = csv && !r.nick.isEmpty() && QStringLiteral("=+-@\t\r").contains(r.nick.front());
        out.append({ formula ? u'\'' + r.nick : r.nick, QString::number(r.question),
                     QString::number(a.question.position + 1),
                     csv ? r.kind : QuestionWords::kindName(a.question.kind),
                     QuestionWords::plain(a.question), answer(r.first), result(r.first),
                     seconds(r.firstSeconds), answer(r.second), result(r.second),
                     seconds(r.secondSeconds),
                     QuestionWords::answer(a.question, a.question.right) });
    }
    return out;
}

QByteArray ClassResults::csv(const std::vector<ClassRoom::Result> &results,
                             const std::map<int, Asked> &asked)
{
    QString out = csvColumns().join(u',') + QStringLiteral("\r\n");
    for (const QStringList &row : rows(results, asked, true)) {
        QStringList fields;
        for (const QString &f : row)
            fields << field(f);
        out += fields.join(u',') + QStringLiteral("\r\n");
    }
    return out.toUtf8();
}

} // namespace nq
