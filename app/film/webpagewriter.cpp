// SPDX-License-Identifier: GPL-3.0-or-later
// The page of a run: one HTML file that works with no network (from a USB stick, an e-mail, a
// learning platform). Its script, style and painter are the plain files of web/, read into the
// program's resources; each step is written as data: its picture (StepPicture's JSON, with the
// colour of every marked square), its caption, its counters and its line of code. The page
// draws what it is given and decides nothing; every word in it comes from the catalogues.
#include "filmwriter.h"

#include "algorithmwords.h"
#include "boardpainter.h"
#include "framepainter.h"
#include "markpolicy.h"
#include "statepicture.h"
#include "steppicture.h"
#include "wholefile.h"

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>

#include <compare>
#include <map>

namespace nq {

namespace {

QByteArray resource(const QString &name)
{
    QFile file(QStringLiteral(":/nqueens/web/") + name);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The policy's source for an inline element: its SHA-256, as a CSP names it.
QByteArray hashOf(const QByteArray &text)
{
    return "sha256-" + QCryptographicHash::hash(text, QCryptographicHash::Sha256).toBase64();
}

class WebPage final : public FilmWriter
{
    Q_DECLARE_TR_FUNCTIONS(nq::FilmWriter)

public:
    WebPage(const QString &path, const FilmSpec &spec, const FramePainter &painter)
        : m_path(path), m_spec(spec), m_painter(painter), m_theme(Theme::of(spec.theme))
    { }

    bool wantsImages() const override { return false; }

    bool open(QSize, QString *) override { return true; }

    bool add(const FilmFrame &frame, QString *) override
    {
        const PlayState &state = *frame.state;
        const BoardPicture picture = StatePicture::ofRun(state, m_spec.run, m_spec.view);
        const StepPicture step = BoardRenderer::stepPicture(picture);
        const QJsonObject p = step.toJson();
        // Every square as one letter: its look (tint, figure, flags and colour), kept once in
        // the page's table of looks. (A 5,000-step page took 8.7 MB with marks in full.)
        const int n = step.n();
        QString squares;
        squares.reserve(n * n);
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                const MarkPolicy::SquareMark m = step.at({ r, c });
                const int flags = (m.badge ? 1 : 0) | (m.conflict ? 2 : 0);
                const QRgb fill = step.fill(m_theme, { r, c }).rgb();
                const Look key { int(m.tint), m.figure, flags, fill };
                auto known = m_lookIndex.find(key);
                if (known == m_lookIndex.end()) {
                    known = m_lookIndex.emplace(key, int(m_looks.size())).first;
                    m_looks.append(
                        QJsonArray { key.tint, key.figure, key.flags, QColor(fill).name() });
                }
                squares += QChar(kFirstLook + known->second);
            }
        }
        QJsonArray values;
        for (const CounterSpec &c : counters()) {
            const std::optional<qint64> v = c.value(state);
            values.append(v ? QLocale().toString(*v) : QStringLiteral("–"));
        }
        QJsonObject o;
        o.insert(QStringLiteral("n"), n);
        o.insert(QStringLiteral("q"), p.value(QStringLiteral("queens")));
        o.insert(QStringLiteral("m"), squares);
        o.insert(QStringLiteral("h"), p.value(QStringLiteral("shapes")));
        o.insert(QStringLiteral("t"), m_painter.caption(state));
        o.insert(QStringLiteral("k"), values);
        o.insert(QStringLiteral("l"), state.position == 0 ? -1 : int(state.last.line));
        o.insert(QStringLiteral("s"), QLocale().toString(state.position));
        m_steps.append(o);
        return true;
    }

    bool finish(QString *error, const std::atomic_bool *cancel) override
    {
        const QByteArray html = page();
        if (html.isEmpty()) {
            if (error)
                *error = WholeFile::cannotWrite(m_path, tr("the page's parts are missing"));
            return false;
        }
        return WholeFile::write(m_path, html, error, cancel);
    }

private:
    /// The letter of the first look (ASCII '0'): JSON keeps the letters as they are.
    static constexpr int kFirstLook = 0x30;

    std::vector<CounterSpec> counters() const
    {
        std::vector<CounterSpec> out;
        for (const CounterSpec &c :
             AlgorithmWords::of(m_spec.run.algorithm).counters(m_spec.run.options())) {
            if (c.value)
                out.push_back(c);
        }
        return out;
    }

    QString title() const
    {
        const RunDescription &run = m_spec.run;
        const QString what = run.isDomination()
            ? tr("Domination: %1 queens on %2 × %2").arg(run.problem.queens).arg(run.n())
            : tr("%1 on %2 × %2").arg(Algorithms::info(run.algorithm).displayName()).arg(run.n());
        // (" × " kept on one line: "8 ×" and "8" were split on a phone.)
        return tr("%1, steps %L2 to %L3")
            .arg(what)
            .arg(m_spec.from)
            .arg(m_spec.to)
            .replace(QStringLiteral(" × "), QStringLiteral("\u00a0×\u00a0"));
    }

    QJsonObject words() const
    {
        QJsonObject keys;
        keys.insert(QStringLiteral("start"), QStringLiteral("Home"));
        keys.insert(QStringLiteral("back"), QStringLiteral("ArrowLeft"));
        keys.insert(QStringLiteral("forward"), QStringLiteral("ArrowRight"));
        keys.insert(QStringLiteral("end"), QStringLiteral("End"));
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
        w.insert(QStringLiteral("keys"), keys);
        return w;
    }

    QJsonObject colours() const
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

    QByteArray data() const
    {
        QJsonArray code;
        for (const QString &line : Algorithms::info(m_spec.run.algorithm).pseudocode())
            code.append(line);
        // The speeds the page offers (milliseconds a step), the film's own the first shown.
        const std::pair<int, QString> speeds[] = {
            { 3000, tr("One step every 3 seconds") }, { 1000, tr("One step a second") },
            { 500, tr("2 steps a second") },          { 250, tr("4 steps a second") },
            { 100, tr("10 steps a second") },         { 40, tr("25 steps a second") },
        };
        QJsonArray list;
        int chosen = 0;
        const double wanted = 1000.0 / std::max(0.25, m_spec.fps);
        for (int i = 0; i < int(std::size(speeds)); ++i) {
            list.append(QJsonArray { speeds[i].first, speeds[i].second });
            if (std::abs(speeds[i].first - wanted)
                < std::abs(speeds[std::size_t(chosen)].first - wanted))
                chosen = i;
        }
        QJsonObject d;
        d.insert(QStringLiteral("title"), title());
        d.insert(QStringLiteral("words"), words());
        d.insert(QStringLiteral("theme"), colours());
        d.insert(QStringLiteral("code"), code);
        d.insert(QStringLiteral("speeds"), list);
        d.insert(QStringLiteral("speed"), chosen);
        d.insert(QStringLiteral("last"), QLocale().toString(m_spec.to));
        QJsonArray names;
        for (const CounterSpec &c : counters())
            names.append(c.name);
        d.insert(QStringLiteral("counters"), names);
        d.insert(QStringLiteral("looks"), m_looks);
        d.insert(QStringLiteral("firstLook"), kFirstLook);
        d.insert(QStringLiteral("steps"), m_steps);
        QByteArray json = QJsonDocument(d).toJson(QJsonDocument::Compact);
        // Inside a <script> element "</" would end it: JSON may write it as "<\/".
        json.replace("</", "<\\/");
        return json;
    }

    QByteArray page() const
    {
        const QByteArray html = resource(QStringLiteral("page.html"));
        const QByteArray style = resource(QStringLiteral("page.css"));
        const QByteArray script = resource(QStringLiteral("page.js"));
        if (html.isEmpty() || style.isEmpty() || script.isEmpty())
            return {};
        const QString language = QLocale().name().startsWith(u"zh") ? QStringLiteral("zh-CN")
                                                                    : QLocale().name().left(2);
        QByteArray out = html;
        out.replace("{{LANG}}", language.toUtf8());
        out.replace("{{TITLE}}", title().toHtmlEscaped().toUtf8());
        out.replace("{{STYLE_HASH}}", hashOf(style));
        out.replace("{{SCRIPT_HASH}}", hashOf(script));
        out.replace("{{STYLE}}", style);
        out.replace("{{DATA}}", data());
        out.replace("{{SCRIPT}}", script);
        return out;
    }

    QString m_path;
    FilmSpec m_spec;
    const FramePainter &m_painter;
    Theme m_theme;
    QJsonArray m_steps;
    /// What a square looks like on the page: its mark and its colour.
    struct Look
    {
        int tint, figure, flags;
        QRgb fill;
        friend auto operator<=>(const Look &, const Look &) = default;
    };
    QJsonArray m_looks; ///< [tint, figure, flags, colour] of each look a square takes
    std::map<Look, int> m_lookIndex; ///< a look's index in m_looks
};

} // namespace

std::unique_ptr<FilmWriter> makeWebPage(const QString &path, const FilmSpec &spec,
                                        const FramePainter &painter)
{
    return std::make_unique<WebPage>(path, spec, painter);
}

} // namespace nq
