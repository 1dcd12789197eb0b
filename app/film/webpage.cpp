// SPDX-License-Identifier: GPL-3.0-or-later
#include "webpage.h"

#include "algorithmwords.h"
#include "boardpainter.h"
#include "catalogues.h"
#include "markpolicy.h"
#include "pagequestions.h"
#include "pagetemplate.h"
#include "quizcsv.h"
#include "steppicture.h"

#include <QJsonDocument>
#include <QLocale>

namespace nq {

namespace {

/// The speeds the page offers, in milliseconds a step.
constexpr int kSpeeds[] = { 3000, 1000, 500, 250, 100, 40 };

/// The counters of `run` that have a value.
std::vector<CounterSpec> countersOf(const RunDescription &run)
{
    std::vector<CounterSpec> out;
    for (const CounterSpec &c : AlgorithmWords::of(run.algorithm).counters(run.options())) {
        if (c.value)
            out.push_back(c);
    }
    return out;
}

} // namespace

WebPage::WebPage(Theme::Kind theme, double fps) : m_theme(Theme::of(theme)), m_fps(fps)
{
    for (const QString &code : Catalogues::codes()) {
        if (code == u"en" || Catalogues::available(code))
            m_languages << code;
    }
    m_language = Catalogues::current();
    if (!m_languages.contains(m_language))
        m_language = QStringLiteral("en");
    m_locale = QLocale(m_language);
}

QJsonArray WebPage::languageList() const
{
    QJsonArray out;
    for (const QString &code : m_languages)
        out.append(QJsonArray { code, Catalogues::webTag(code), Catalogues::nativeName(code) });
    return out;
}

QJsonObject WebPage::inEvery(const std::function<QString()> &words) const
{
    QJsonObject out;
    for (const QString &code : m_languages) {
        const Catalogues::Speaking speaking(code);
        out.insert(code, words());
    }
    return out;
}

void WebPage::beginPart(const RunDescription &run, const QJsonObject &heading,
                        const QJsonObject &note)
{
    endPart();
    // Its counters, asked once (each step reads their values).
    m_counters = countersOf(run);
    m_part = QJsonObject();
    if (!heading.isEmpty())
        m_part.insert(QStringLiteral("heading"), heading);
    if (!note.isEmpty())
        m_part.insert(QStringLiteral("note"), note);
    m_part.insert(QStringLiteral("code"), inEvery([&] {
                      return Algorithms::info(run.algorithm).pseudocode().join(u'\n');
                  }));
    m_part.insert(QStringLiteral("counters"), inEvery([&] {
                      QStringList names;
                      for (const CounterSpec &c : countersOf(run))
                          names << c.name;
                      return names.join(u'\n');
                  }));
}

QJsonObject WebPage::closedPart() const
{
    QJsonObject part = m_part;
    part.insert(QStringLiteral("steps"), m_steps);
    QJsonObject captions;
    for (const auto &[code, list] : m_captions)
        captions.insert(code, list);
    part.insert(QStringLiteral("captions"), captions);
    if (!m_questions.isEmpty())
        part.insert(QStringLiteral("questions"), m_questions);
    return part;
}

void WebPage::endPart()
{
    if (m_steps.isEmpty())
        return;
    m_parts.append(closedPart());
    m_steps = QJsonArray();
    m_questions = QJsonArray();
    m_captions.clear();
}

QString WebPage::Looks::letters(const StepPicture &step, const Theme &theme)
{
    const int n = step.n();
    QString out;
    out.reserve(n * n);
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const MarkPolicy::SquareMark m = step.at({ r, c });
            const int flags = (m.badge ? 1 : 0) | (m.conflict ? 2 : 0);
            const QRgb fill = step.fill(theme, { r, c }).rgb();
            const Look key { int(m.tint), m.figure, flags, fill };
            auto known = m_index.find(key);
            if (known == m_index.end()) {
                known = m_index.emplace(key, int(m_table.size())).first;
                m_table.append(QJsonArray { key.tint, key.figure, key.flags, QColor(fill).name() });
            }
            out += QChar(kFirst + known->second);
        }
    }
    return out;
}

void WebPage::addStep(const BoardPicture &picture, const PlayState &state, bool counted,
                      const std::function<QString()> &caption)
{
    const StepPicture step = BoardRenderer::stepPicture(picture);
    const QJsonObject p = step.toJson();
    QJsonArray values;
    if (counted) {
        for (const CounterSpec &c : m_counters) {
            const std::optional<qint64> v = c.value(state);
            values.append(v ? m_locale.toString(*v) : QStringLiteral("–"));
        }
    }
    QJsonObject o;
    o.insert(QStringLiteral("n"), step.n());
    o.insert(QStringLiteral("q"), p.value(QStringLiteral("queens")));
    o.insert(QStringLiteral("m"), m_looks.letters(step, m_theme));
    o.insert(QStringLiteral("h"), p.value(QStringLiteral("shapes")));
    if (counted) {
        o.insert(QStringLiteral("k"), values);
        o.insert(QStringLiteral("l"), state.position == 0 ? -1 : int(state.last.line));
        o.insert(QStringLiteral("s"), m_locale.toString(state.position));
    }
    m_steps.append(o);
    for (const QString &code : m_languages) {
        const Catalogues::Speaking speaking(code);
        m_captions[code].append(caption());
    }
    ++m_stepCount;
}

QString WebPage::rangeTitle(const RunDescription &run, std::int64_t from, std::int64_t to)
{
    const QString what = run.isDomination()
        ? tr("Domination: %1 queens on %2 × %2").arg(run.problem.queens).arg(run.n())
        : tr("%1 on %2 × %2").arg(Algorithms::info(run.algorithm).displayName()).arg(run.n());
    // (" × " kept on one line: "8 ×" and "8" were split on a phone.)
    return tr("%1, steps %L2 to %L3")
        .arg(what)
        .arg(from)
        .arg(to)
        .replace(QStringLiteral(" × "), QStringLiteral("\u00a0×\u00a0"));
}

QJsonObject WebPage::words() const
{
    QJsonObject keys;
    keys.insert(QStringLiteral("start"), QStringLiteral("Home"));
    keys.insert(QStringLiteral("back"), QStringLiteral("ArrowLeft"));
    keys.insert(QStringLiteral("forward"), QStringLiteral("ArrowRight"));
    keys.insert(QStringLiteral("end"), QStringLiteral("End"));
    keys.insert(QStringLiteral("previousScene"), QStringLiteral("PageUp"));
    keys.insert(QStringLiteral("nextScene"), QStringLiteral("PageDown"));
    QJsonObject all;
    for (const QString &code : m_languages) {
        const Catalogues::Speaking speaking(code);
        QJsonObject w;
        w.insert(QStringLiteral("play"), tr("Play"));
        w.insert(QStringLiteral("pause"), tr("Pause"));
        w.insert(QStringLiteral("start"), tr("To the Start"));
        w.insert(QStringLiteral("back"), tr("Step Back"));
        w.insert(QStringLiteral("forward"), tr("Step Forward"));
        w.insert(QStringLiteral("end"), tr("To the End"));
        w.insert(QStringLiteral("speed"), tr("Speed:"));
        w.insert(QStringLiteral("timeline"), tr("Timeline:"));
        //: %1 the step shown, %2 the last step of the page
        w.insert(QStringLiteral("position"), tr("Step %1 of %2"));
        w.insert(QStringLiteral("code"), tr("Pseudocode"));
        w.insert(QStringLiteral("counters"), tr("Counters"));
        w.insert(QStringLiteral("controls"), tr("Playback"));
        w.insert(QStringLiteral("queenAt"), tr("row %1, column %2"));
        w.insert(QStringLiteral("noQueen"), tr("The board, %1 × %1, with no queen."));
        w.insert(QStringLiteral("queensOn"), tr("The board, %1 × %1, queens on %2."));
        w.insert(QStringLiteral("language"), tr("Language:"));
        w.insert(QStringLiteral("scenes"), tr("Scenes"));
        //: %1 the scene shown, %2 how many the lesson has
        w.insert(QStringLiteral("scene"), tr("Scene %1 of %2"));
        w.insert(QStringLiteral("previousScene"), tr("Previous Scene"));
        w.insert(QStringLiteral("nextScene"), tr("Next Scene"));
        w.insert(QStringLiteral("note"), tr("Note of the scene"));
        w.insert(QStringLiteral("question"), tr("Question"));
        w.insert(QStringLiteral("yes"), tr("Yes"));
        w.insert(QStringLiteral("no"), tr("No"));
        w.insert(QStringLiteral("skip"), tr("Skip"));
        w.insert(QStringLiteral("answer"), tr("Answer"));
        w.insert(QStringLiteral("row"), tr("Row"));
        w.insert(QStringLiteral("column"), tr("Column"));
        w.insert(QStringLiteral("count"), tr("Boards in the next level"));
        w.insert(QStringLiteral("thenQueen"), tr("Now click the queen that attacks it."));
        w.insert(QStringLiteral("answerFirst"), tr("Answer the question, or skip it, to go on."));
        //: %1 questions answered right, %2 questions asked
        w.insert(QStringLiteral("score"), tr("Score: %1 right of %2"));
        w.insert(QStringLiteral("results"), tr("Download the answers (CSV)"));
        QJsonArray speeds;
        speeds.append(tr("One step every 3 seconds"));
        speeds.append(tr("One step a second"));
        speeds.append(tr("2 steps a second"));
        speeds.append(tr("4 steps a second"));
        speeds.append(tr("10 steps a second"));
        speeds.append(tr("25 steps a second"));
        w.insert(QStringLiteral("speeds"), speeds);
        w.insert(QStringLiteral("keys"), keys);
        all.insert(code, w);
    }
    return all;
}

QJsonObject WebPage::colours() const
{
    const Theme &t = m_theme;
    QJsonObject c;
    c.insert(QStringLiteral("background"), t.background.name());
    c.insert(QStringLiteral("light"), t.lightSquare.name());
    c.insert(QStringLiteral("dark"), t.darkSquare.name());
    c.insert(QStringLiteral("coordinates"), t.coordinates.name());
    c.insert(QStringLiteral("attack"), t.attack.name());
    // The cross on an attacked square, in the ink and halo the window strokes it with.
    const QColor cross = BoardPainter::attackPen(t, 1).color();
    c.insert(QStringLiteral("cross"), cross.name());
    c.insert(QStringLiteral("crossHalo"), BoardPainter::haloFor(cross).name());
    c.insert(QStringLiteral("consider"), t.consider.name());
    c.insert(QStringLiteral("conflict"), t.conflict.name());
    c.insert(QStringLiteral("solution"), t.solution.name());
    c.insert(QStringLiteral("uncovered"), t.uncovered.name());
    c.insert(QStringLiteral("queen"), t.queen.name());
    c.insert(QStringLiteral("queenOutline"), t.queenOutline.name());
    c.insert(QStringLiteral("lifted"), BoardPainter::liftedInk(t).name());
    c.insert(QStringLiteral("current"), t.consider.name());
    return c;
}

QByteArray WebPage::data(const QJsonObject &title) const
{
    // The film's own speed is the one shown first.
    QJsonArray speeds;
    int chosen = 0;
    const double wanted = 1000.0 / std::max(0.25, m_fps);
    for (int i = 0; i < int(std::size(kSpeeds)); ++i) {
        speeds.append(kSpeeds[i]);
        if (std::abs(kSpeeds[i] - wanted) < std::abs(kSpeeds[std::size_t(chosen)] - wanted))
            chosen = i;
    }
    QJsonArray parts = m_parts;
    if (!m_steps.isEmpty())
        parts.append(closedPart()); // the part being filled
    QJsonObject d;
    d.insert(QStringLiteral("languages"), languageList());
    d.insert(QStringLiteral("language"), m_language);
    d.insert(QStringLiteral("title"), title);
    d.insert(QStringLiteral("words"), words());
    d.insert(QStringLiteral("theme"), colours());
    d.insert(QStringLiteral("speeds"), speeds);
    d.insert(QStringLiteral("speed"), chosen);
    d.insert(QStringLiteral("looks"), m_looks.table());
    d.insert(QStringLiteral("firstLook"), Looks::kFirst);
    d.insert(QStringLiteral("parts"), parts);
    d.insert(QStringLiteral("answers"), PageQuestions::words(*this));
    d.insert(QStringLiteral("csvColumns"), QJsonArray::fromStringList(QuizCsv::columns()));
    QByteArray json = QJsonDocument(d).toJson(QJsonDocument::Compact);
    // Inside a <script> element "</" would end it: JSON may write it as "<\/".
    json.replace("</", "<\\/");
    return json;
}

QByteArray WebPage::html(const QJsonObject &title) const
{
    return PageTemplate::fill(
        QStringLiteral("page.html"),
        { QStringLiteral("board.js"), QStringLiteral("questions.js"), QStringLiteral("page.js") },
        QStringLiteral("page.css"),
        { { "LANG", Catalogues::webTag(m_language).toUtf8() },
          { "TITLE", title.value(m_language).toString().toHtmlEscaped().toUtf8() },
          { "DATA", data(title) } });
}

} // namespace nq
