// SPDX-License-Identifier: GPL-3.0-or-later
#include "platform/settings.h"

#include "platform/exportchoicesstore.h"
#include "platform/settingsvalues.h"
#include "platform/settingswriter.h"

#include "boundedfile.h"

#include "platform/language.h"
#include "playbackclock.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>

namespace nq {

using namespace settingsvalues;

namespace {
namespace key {
const QString algorithm = QStringLiteral("run/algorithm");
const QString size = QStringLiteral("run/size");
const QString mode = QStringLiteral("run/mode");
const QString speed = QStringLiteral("run/speed");
const QString startPaused = QStringLiteral("run/startPaused");
const QString theme = QStringLiteral("view/theme");
const QString coordinates = QStringLiteral("view/coordinates");
const QString attacks = QStringLiteral("view/attacks");
const QString geometry = QStringLiteral("window/geometry");
const QString language = QStringLiteral("view/language");
const QString recentLessons = QStringLiteral("lessons/recent");
const QString state = QStringLiteral("window/state");
const QString problem = QStringLiteral("run/problem");
const QString dominationSize = QStringLiteral("domination/size");
const QString dominationQueens = QStringLiteral("domination/queens");
const QString independent = QStringLiteral("domination/independent");
const QString heat = QStringLiteral("view/heatMap");
const QString fullBoardAttacks = QStringLiteral("view/fullBoardAttacks");
const QString speak = QStringLiteral("speech/speak");
const QString voice = QStringLiteral("speech/voice");
const QString rate = QStringLiteral("speech/rate");
const QString volume = QStringLiteral("speech/volume");
} // namespace key

} // namespace

QString Settings::defaultFileName()
{
    // Where QSettings keeps the program's settings on Linux, worked out without making one (a
    // QSettings reads its file as it is made: a pipe there would hang the window).
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) + u'/'
        + QCoreApplication::organizationName() + u'/' + QCoreApplication::applicationName()
        + QStringLiteral(".conf");
}

Settings::Settings(const QString &fileName) : m_fileName(fileName)
{
    // Everything is read once; afterwards the window asks this copy. A settings file is a few
    // kilobytes: a device, a pipe or a file past 1 MiB is not read, the defaults are used, and the
    // file is left as it is (nothing is written back over it).
    const QString path = fileName.isEmpty() ? defaultFileName() : fileName;
    if (const std::optional<QString> why
        = BoundedFile::refusal(path, BoundedFile::settingsFile())) {
        m_problem = *why;
        return;
    }
    const QSettings settings
        = fileName.isEmpty() ? QSettings() : QSettings(fileName, QSettings::IniFormat);
    for (const QString &k : settings.allKeys())
        m_values.insert(k, settings.value(k));
}

Settings::~Settings() = default; // the writer finishes writing first

QStringList Settings::breakpoints(AlgorithmId id) const
{
    // One string, the breakpoints parted by ';' (a list's commas would part "place=3,5").
    const QString text
        = value(QStringLiteral("breakpoints/") + Algorithms::info(id).idString()).toString();
    return text.split(u';', Qt::SkipEmptyParts);
}

void Settings::setBreakpoints(AlgorithmId id, const QStringList &texts)
{
    store(QStringLiteral("breakpoints/") + Algorithms::info(id).idString(), texts.join(u';'));
}

QuizSettings Settings::quizSettings() const
{
    QuizSettings s;
    const QStringList kinds
        = value(QStringLiteral("predict/questions")).toString().split(u',', Qt::SkipEmptyParts);
    bool any = false;
    std::array<bool, kQuestionKinds> asked {};
    for (const QString &key : kinds) {
        if (const std::optional<QuestionKind> kind = questionKindFromKey(key)) {
            asked[std::size_t(*kind)] = true;
            any = true;
        }
    }
    if (any)
        s.asked = asked;
    s.every = readInt(value(QStringLiteral("predict/every")), QuizSettings::kWindowEvery, 1, 1000);
    s.seed = std::uint64_t(readInt(value(QStringLiteral("predict/seed")), 1, 1, 999999));
    s.verdictSeconds = readInt(value(QStringLiteral("predict/verdictSeconds")), 4, 1,
                               QuizSettings::kMaxVerdictSeconds);
    return s;
}

void Settings::setQuizSettings(const QuizSettings &settings)
{
    QStringList kinds;
    for (int k = 0; k < kQuestionKinds; ++k) {
        if (settings.asked[std::size_t(k)])
            kinds << QString::fromLatin1(questionKindKey(QuestionKind(k)));
    }
    store(QStringLiteral("predict/questions"), kinds.join(u','));
    store(QStringLiteral("predict/every"), settings.every);
    store(QStringLiteral("predict/seed"), qlonglong(settings.seed));
    store(QStringLiteral("predict/verdictSeconds"), settings.verdictSeconds);
}

QVariant Settings::value(const QString &key) const
{
    if (m_overlay) {
        const auto it = m_overlay->constFind(key);
        if (it != m_overlay->cend())
            return it.value();
    }
    return m_values.value(key);
}

void Settings::beginOverlay()
{
    if (!m_overlay)
        m_overlay.emplace();
}

void Settings::endOverlay()
{
    m_overlay.reset();
}

QStringList Settings::recentLessons() const
{
    QStringList paths = value(key::recentLessons).toStringList();
    paths.removeAll(QString());
    paths.removeDuplicates();
    return paths.mid(0, kRecentLessons);
}

void Settings::setRecentLessons(const QStringList &paths)
{
    store(key::recentLessons, paths.mid(0, kRecentLessons));
}

void Settings::store(const QString &key, const QVariant &value)
{
    if (m_overlay && key != key::language && key != key::recentLessons) {
        m_overlay->insert(key, value);
        return;
    }
    const auto it = m_values.constFind(key);
    if (it != m_values.cend() && it.value() == value)
        return; // unchanged: nothing to write
    m_values.insert(key, value);
    if (!m_problem.isEmpty())
        return; // a file that was not read is not written either
    if (!m_writer)
        m_writer = std::make_unique<Writer>(m_fileName, m_values); // started by the first change
    m_writer->post(key, value);
}

int Settings::maxSizeFor(AlgorithmId id)
{
    return Algorithms::maxDrawnSize(id);
}

bool Settings::domination() const
{
    return value(key::problem).toString() == u"domination";
}

void Settings::setDomination(bool on)
{
    store(key::problem, on ? QStringLiteral("domination") : QStringLiteral("non-attacking"));
}

int Settings::dominationSize() const
{
    return readInt(value(key::dominationSize), kDefaultSize, 1, Algorithms::domination().maxSize);
}

void Settings::setDominationSize(int n)
{
    store(key::dominationSize, n);
}

int Settings::dominationQueens() const
{
    const int n = dominationSize();
    return readInt(value(key::dominationQueens), std::min(5, n), 1, n);
}

void Settings::setDominationQueens(int k)
{
    store(key::dominationQueens, k);
}

bool Settings::dominationIndependent() const
{
    return readBool(value(key::independent), false);
}

void Settings::setDominationIndependent(bool on)
{
    store(key::independent, on);
}

bool Settings::showHeat() const
{
    return readBool(value(key::heat), true);
}

void Settings::setShowHeat(bool show)
{
    store(key::heat, show);
}

AlgorithmId Settings::algorithm() const
{
    const AlgorithmInfo *info = Algorithms::find(value(key::algorithm).toString());
    return info ? info->id : kDefaultAlgorithm;
}

void Settings::setAlgorithm(AlgorithmId id)
{
    store(key::algorithm, Algorithms::info(id).idString());
}

int Settings::boardSize() const
{
    return readInt(value(key::size), kDefaultSize, 1, maxSizeFor(algorithm()));
}

void Settings::setBoardSize(int n)
{
    store(key::size, n);
}

SolveMode Settings::mode() const
{
    return value(key::mode).toString() == u"first" ? SolveMode::First : SolveMode::All;
}

void Settings::setMode(SolveMode mode)
{
    store(key::mode, mode == SolveMode::First ? QStringLiteral("first") : QStringLiteral("all"));
}

int Settings::speedLevel() const
{
    return readInt(value(key::speed), kDefaultSpeed, 0, PlaybackClock::speedLevels() - 1);
}

void Settings::setSpeedLevel(int level)
{
    store(key::speed, level);
}

Theme::Kind Settings::theme() const
{
    const QString v = value(key::theme).toString();
    return v == u"dark" ? Theme::Dark : Theme::Light;
}

void Settings::setTheme(Theme::Kind kind)
{
    store(key::theme, kind == Theme::Dark ? QStringLiteral("dark") : QStringLiteral("light"));
}

bool Settings::startPaused() const
{
    return readBool(value(key::startPaused), true);
}

void Settings::setStartPaused(bool paused)
{
    store(key::startPaused, paused);
}

bool Settings::showCoordinates() const
{
    return readBool(value(key::coordinates), true);
}

void Settings::setShowCoordinates(bool show)
{
    store(key::coordinates, show);
}

bool Settings::showAttacks() const
{
    return readBool(value(key::attacks), true);
}

void Settings::setShowAttacks(bool show)
{
    store(key::attacks, show);
}

bool Settings::showFullBoardAttacks() const
{
    return readBool(value(key::fullBoardAttacks), false);
}

void Settings::setShowFullBoardAttacks(bool show)
{
    store(key::fullBoardAttacks, show);
}

ViewChoices Settings::viewChoices() const
{
    ViewChoices c;
    c.attacks = showAttacks();
    c.heat = showHeat();
    c.attacksOnFullBoard = showFullBoardAttacks();
    return c;
}

QString Settings::language() const
{
    const QString code = value(key::language).toString();
    return Language::codes().contains(code) ? code : QString();
}

void Settings::setLanguage(const QString &code)
{
    store(key::language, code);
}

QByteArray Settings::geometry() const
{
    return value(key::geometry).toByteArray();
}

void Settings::setGeometry(const QByteArray &geometry)
{
    store(key::geometry, geometry);
}

QByteArray Settings::windowState() const
{
    return value(key::state).toByteArray();
}

void Settings::setWindowState(const QByteArray &state)
{
    store(key::state, state);
}

SpeechChoices Settings::speechChoices() const
{
    SpeechChoices c;
    c.speak = readBool(value(key::speak), c.speak);
    c.voice = value(key::voice).toString().left(200);
    c.rate = readInt(value(key::rate), c.rate, -100, 100);
    c.volume = readInt(value(key::volume), c.volume, 0, 100);
    return c;
}

void Settings::setSpeechChoices(const SpeechChoices &c)
{
    store(key::speak, c.speak);
    store(key::voice, c.voice);
    store(key::rate, c.rate);
    store(key::volume, c.volume);
}

ExportChoices Settings::exportChoices() const
{
    return ExportChoicesStore::read([this](const QString &key) { return value(key); });
}

void Settings::setExportChoices(const ExportChoices &c)
{
    ExportChoicesStore::write(c, [this](const QString &key, const QVariant &v) { store(key, v); });
}

} // namespace nq
