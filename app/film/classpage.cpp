// SPDX-License-Identifier: GPL-3.0-or-later
#include "classpage.h"

#include "algorithmwords.h"
#include "boardrenderer.h"
#include "catalogues.h"
#include "pagequestions.h"
#include "pagetemplate.h"
#include "steppicture.h"

#include <QJsonDocument>

namespace nq {

ClassPage::ClassPage(Theme::Kind theme) : m_page(theme, 1.0) { }

QJsonObject ClassPage::classWords() const
{
    QJsonObject all;
    for (const QString &code : m_page.languages()) {
        const Catalogues::Speaking speaking(code);
        QJsonObject w;
        w.insert(QStringLiteral("title"), tr("N-Queens Studio: class session"));
        w.insert(QStringLiteral("code"), tr("Session code:"));
        w.insert(QStringLiteral("nick"), tr("Your nickname:"));
        w.insert(QStringLiteral("join"), tr("Join"));
        //: %1 the nickname the student joined with
        w.insert(QStringLiteral("joinedAs"), tr("Joined as %1"));
        w.insert(QStringLiteral("wrongCode"),
                 tr("That is not the session's code: check the code on the projector."));
        w.insert(QStringLiteral("locked"),
                 tr("Too many wrong codes from this device: wait a minute, then try again."));
        w.insert(QStringLiteral("full"), tr("The class session is full."));
        w.insert(QStringLiteral("badNick"),
                 tr("Type a nickname of 1 to 24 letters, and a code of 6 digits."));
        w.insert(QStringLiteral("reconnecting"), tr("Connection lost: reconnecting…"));
        w.insert(QStringLiteral("waiting"), tr("Waiting for the teacher's board…"));
        //: %1 the student's answer in words ("row 2, column 3")
        w.insert(QStringLiteral("sent"),
                 tr("Answer sent: %1. You may change it until the votes are shown."));
        w.insert(QStringLiteral("notCounted"), tr("Not counted: the votes are closed."));
        w.insert(QStringLiteral("closed"), tr("The votes are closed. Wait for the teacher."));
        w.insert(QStringLiteral("again"), tr("Discuss with your neighbour, then vote again."));
        //: %1 the round of votes: 1, or 2 after discussing
        w.insert(QStringLiteral("round"), tr("Votes, round %1"));
        //: %1 how many chose this answer (more than one, or none)
        w.insert(QStringLiteral("votes"), tr("%1 votes"));
        //: one student chose this answer
        w.insert(QStringLiteral("vote"), tr("1 vote"));
        w.insert(QStringLiteral("yours"), tr("(yours)"));
        w.insert(QStringLiteral("ended"), tr("The class session has ended. Thank you!"));
        all.insert(code, w);
    }
    return all;
}

QByteArray ClassPage::html() const
{
    QJsonObject d;
    d.insert(QStringLiteral("languages"), m_page.languageList());
    d.insert(QStringLiteral("language"), m_page.language());
    d.insert(QStringLiteral("words"), m_page.words());
    d.insert(QStringLiteral("classWords"), classWords());
    d.insert(QStringLiteral("theme"), m_page.colours());
    d.insert(QStringLiteral("answers"), PageQuestions::words(m_page));
    QByteArray json = QJsonDocument(d).toJson(QJsonDocument::Compact);
    json.replace("</", "<\\/"); // "</" would end the <script> element
    const QString title = [&] {
        const Catalogues::Speaking speaking(m_page.language());
        return tr("N-Queens Studio: class session");
    }();
    return PageTemplate::fill(
        QStringLiteral("class.html"),
        { QStringLiteral("board.js"), QStringLiteral("questions.js"), QStringLiteral("class.js") },
        QStringLiteral("page.css"),
        { { "LANG", Catalogues::webTag(m_page.language()).toUtf8() },
          { "TITLE", title.toHtmlEscaped().toUtf8() },
          { "DATA", json } });
}

QByteArray ClassPage::step(const BoardPicture &picture, const PlayState &state,
                           const RunDescription &run, const std::function<QString()> &caption) const
{
    const StepPicture shown = BoardRenderer::stepPicture(picture);
    const QJsonObject p = shown.toJson();
    WebPage::Looks looks;
    QJsonObject board;
    board.insert(QStringLiteral("n"), shown.n());
    board.insert(QStringLiteral("q"), p.value(QStringLiteral("queens")));
    board.insert(QStringLiteral("m"), looks.letters(shown, m_page.theme()));
    board.insert(QStringLiteral("h"), p.value(QStringLiteral("shapes")));
    // The counters that have a value, their names in each language, their values as the
    // teacher's language writes numbers.
    std::vector<CounterSpec> counters;
    for (const CounterSpec &c : AlgorithmWords::of(run.algorithm).counters(run.options())) {
        if (c.value)
            counters.push_back(c);
    }
    const QLocale locale(m_page.language());
    QJsonArray values;
    for (const CounterSpec &c : counters) {
        const std::optional<qint64> v = c.value(state);
        values.append(v ? locale.toString(*v) : QStringLiteral("–"));
    }
    QJsonObject o;
    o.insert(QStringLiteral("t"), QStringLiteral("step"));
    o.insert(QStringLiteral("board"), board);
    o.insert(QStringLiteral("looks"), looks.table());
    o.insert(QStringLiteral("firstLook"), WebPage::Looks::kFirst);
    o.insert(QStringLiteral("caption"), m_page.inEvery(caption));
    o.insert(QStringLiteral("counters"), m_page.inEvery([&] {
        QStringList names;
        for (const CounterSpec &c : AlgorithmWords::of(run.algorithm).counters(run.options())) {
            if (c.value)
                names << c.name;
        }
        return names.join(u'\n');
    }));
    o.insert(QStringLiteral("k"), values);
    o.insert(QStringLiteral("s"), locale.toString(state.position));
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QJsonObject ClassPage::question(const Question &question, const PlayState &shown,
                                AlgorithmId algorithm, std::uint64_t seed) const
{
    return PageQuestions::toJson(question, 0, shown, algorithm, seed, m_page);
}

} // namespace nq
