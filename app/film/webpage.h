// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "boardrenderer.h"
#include "counters.h"
#include "playstate.h"
#include "rundescription.h"
#include "theme.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QStringList>

#include <compare>
#include <functional>
#include <map>

namespace nq {

/**
 * One HTML file of steps that works with no network: the page of a run's range or of a
 * lesson's scenes. Each part (the range, or a scene) holds its steps as data: each step's
 * picture (the board's StepPicture, with the colour of every marked square), its caption, its
 * counters and its line of code. Every word is written in each language whose catalogue is
 * found, asked of the program's own catalogues (the page has none of its own), and the page
 * shows the browser's language, or the one the student picks. The page's script, style and
 * skeleton are the plain files of web/, read into the program's resources; the page draws
 * what it is given and decides nothing.
 */
class WebPage
{
    Q_DECLARE_TR_FUNCTIONS(nq::FilmWriter)

public:
    /// The most steps a page holds, all its parts together.
    static constexpr qsizetype kMaxSteps = 5000;

    /// A page in `theme`, played first at the speed nearest `fps` steps a second.
    WebPage(Theme::Kind theme, double fps);

    /// The languages the page speaks: English, and each other whose catalogue is found.
    const QStringList &languages() const { return m_languages; }
    /// The languages as the page's script takes them: [code, web tag, native name] each.
    QJsonArray languageList() const;
    /// `words` asked once in each of the page's languages: { "en": …, "ja": … }.
    QJsonObject inEvery(const std::function<QString()> &words) const;

    /// Begins a part: `heading` (a scene's "2. Backtracking, 4 × 4"; empty for a run's range)
    /// and `note` in each language, the run whose code and counters it shows.
    void beginPart(const RunDescription &run, const QJsonObject &heading, const QJsonObject &note);
    /// Adds a step to the part: its picture, the state it shows (`counted`: the run's counters
    /// and step number apply, false for a board placed by hand), and its caption, asked in each
    /// language.
    void addStep(const BoardPicture &picture, const PlayState &state, bool counted,
                 const std::function<QString()> &caption);
    /// Adds a question (PageQuestions' data) to the part being filled.
    void addQuestion(const QJsonObject &question) { m_questions.append(question); }
    qsizetype stepCount() const { return m_stepCount; }

    /// The page, `title` in each language; empty when the program's page files are missing.
    QByteArray html(const QJsonObject &title) const;
    /// The title of a run's range: "Backtracking on 8 × 8, steps 0 to 60".
    static QString rangeTitle(const RunDescription &run, std::int64_t from, std::int64_t to);

    /// The words of the page's controls in each of its languages: { "en": { "play": …, … } }.
    QJsonObject words() const;
    /// The theme's colours as the page's script takes them.
    QJsonObject colours() const;
    const Theme &theme() const { return m_theme; }
    /// The language the page shows first (the program's own).
    const QString &language() const { return m_language; }

    /**
     * The looks of a page's squares, each kept once in a table: a square is one letter (from
     * kFirst) of its look, [tint, figure, flags (1 badge, 2 conflict), colour]. (A 5,000-step
     * page took 8.7 MB with marks in full.)
     */
    class Looks
    {
    public:
        /// The letter of the first look (ASCII '0': JSON keeps the letters as they are).
        static constexpr int kFirst = 0x30;
        /// The letters of `step`'s squares, row by row, in `theme`'s colours.
        QString letters(const StepPicture &step, const Theme &theme);
        const QJsonArray &table() const { return m_table; }

    private:
        struct Look
        {
            int tint, figure, flags;
            QRgb fill;
            friend auto operator<=>(const Look &, const Look &) = default;
        };
        QJsonArray m_table;
        std::map<Look, int> m_index; ///< a look's index in m_table
    };

private:
    QByteArray data(const QJsonObject &title) const;
    void endPart();
    /// The part being filled, closed: its steps, captions and questions in.
    QJsonObject closedPart() const;

    Theme m_theme;
    double m_fps;
    QStringList m_languages;
    QString m_language; ///< the page's first language: the program's own
    /// The page's numbers (counters, steps) in it, fixed as the page is begun.
    QLocale m_locale;
    QJsonArray m_parts;
    QJsonObject m_part; ///< the part being filled
    QJsonArray m_steps; ///< its steps
    QJsonArray m_questions; ///< its questions
    std::map<QString, QJsonArray> m_captions; ///< its captions, by language
    std::vector<CounterSpec> m_counters; ///< its run's counters that have a value
    qsizetype m_stepCount = 0;
    Looks m_looks; ///< every look a square of the page takes
};

} // namespace nq
