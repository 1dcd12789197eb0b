// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "algorithms.h"
#include "markpolicy.h"
#include "platform/exportchoices.h"
#include "quiz.h"
#include "runoptions.h"
#include "theme.h"

#include <QByteArray>
#include <QSettings>
#include <QVariantHash>

#include <memory>
#include <optional>

namespace nq {

/// How the program speaks (View > Speak Captions, Speech Settings).
struct SpeechChoices
{
    bool speak = false; ///< each caption spoken
    QString voice; ///< the voice's name ("": the system's for the window's language)
    int rate = 0; ///< -100 (slowest) to 100 (fastest), 0 the voice's own
    int volume = 80; ///< 0 to 100
    bool operator==(const SpeechChoices &) const = default;
};

/**
 * Every stored setting of the program, typed, with its key in one place. Values are checked on
 * read: anything missing, malformed or out of range gives the default. The file is read once, when
 * this is made; changes are written on a thread of their own (the window never waits for the
 * disk) and are all on disk once this is destroyed.
 */
class Settings
{
public:
    /// Uses the program's QSettings, or the given file (tests).
    explicit Settings(const QString &fileName = {});
    ~Settings();
    /// Why the settings file was not read (a device, a pipe, larger than 1 MiB), or empty. Then the
    /// defaults are used and the file is left untouched.
    QString problem() const { return m_problem; }
    /// The file of the program's own settings (QSettings' place for them).
    static QString defaultFileName();
    Settings(const Settings &) = delete;
    Settings &operator=(const Settings &) = delete;

    AlgorithmId algorithm() const;
    void setAlgorithm(AlgorithmId id);
    /// The board size, clamped to what the stored algorithm accepts (and to 1..64 for display).
    int boardSize() const;
    void setBoardSize(int n);
    SolveMode mode() const;
    void setMode(SolveMode mode);
    /// The problem the window shows: false non-attacking queens, true domination.
    bool domination() const;
    void setDomination(bool on);
    /// Domination: the board size (1..16), the number of queens (1..n²), the variant.
    int dominationSize() const;
    void setDominationSize(int n);
    int dominationQueens() const;
    void setDominationQueens(int k);
    bool dominationIndependent() const;
    void setDominationIndependent(bool on);
    bool showHeat() const;
    void setShowHeat(bool show);
    int speedLevel() const;
    void setSpeedLevel(int level);
    Theme::Kind theme() const;
    void setTheme(Theme::Kind kind);
    bool startPaused() const;
    void setStartPaused(bool paused);
    bool showCoordinates() const;
    void setShowCoordinates(bool show);
    bool showAttacks() const;
    void setShowAttacks(bool show);
    /// A full board's attacked squares marked too (off: a full board is plain but for conflicts).
    bool showFullBoardAttacks() const;
    void setShowFullBoardAttacks(bool show);
    /// The three switches of how the board looks, as the board and a film take them.
    ViewChoices viewChoices() const;
    /// "" for the system's language, or "en", "ja", "zh_CN".
    QString language() const;
    void setLanguage(const QString &code);
    /// The export dialogs' last choices (each value checked; a folder that is gone is dropped).
    ExportChoices exportChoices() const;
    void setExportChoices(const ExportChoices &choices);
    SpeechChoices speechChoices() const;
    void setSpeechChoices(const SpeechChoices &choices);
    /// The breakpoints of an algorithm, as StopText writes them (checked by who reads them).
    QStringList breakpoints(AlgorithmId id) const;
    void setBreakpoints(AlgorithmId id, const QStringList &texts);
    /// Predict's questions: the kinds asked (by key), how often, the seed. Unknown kinds are
    /// left out; none known: all.
    QuizSettings quizSettings() const;
    void setQuizSettings(const QuizSettings &settings);
    /// The lessons opened last, newest first (at most kRecentLessons).
    QStringList recentLessons() const;
    void setRecentLessons(const QStringList &paths);
    static constexpr int kRecentLessons = 8;

    /// While a lesson is open its scenes change the window, not the user's settings: from
    /// beginOverlay() on, changes are kept in memory only (and read back first), and
    /// endOverlay() drops them, so everything reads as the user left it. The language and the
    /// recent lessons, which a lesson never sets, are written through.
    void beginOverlay();
    void endOverlay();
    bool isOverlaid() const { return m_overlay.has_value(); }

    QByteArray geometry() const;
    void setGeometry(const QByteArray &geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray &state);

    static constexpr int kDefaultSize = 8;
    static constexpr int kMaxBoardSize = Algorithms::kMaxDrawnSize;
    static constexpr int kDefaultSpeed = 4; // 3 steps per second
    static constexpr AlgorithmId kDefaultAlgorithm = AlgorithmId::Backtracking;

    /// The biggest board the window offers for an algorithm.
    static int maxSizeFor(AlgorithmId id);

private:
    class Writer;
    QVariant value(const QString &key) const;
    void store(const QString &key, const QVariant &value);

    QString m_fileName; // empty: the program's QSettings
    QString m_problem; // why the file was not read (then nothing is written to it)
    QVariantHash m_values;
    std::optional<QVariantHash> m_overlay; // a lesson's changes, while one is open
    std::unique_ptr<Writer> m_writer;
};

} // namespace nq
