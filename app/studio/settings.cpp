// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings.h"

#include "language.h"
#include "stepplayer.h"

namespace nq {

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
const QString state = QStringLiteral("window/state");
const QString problem = QStringLiteral("run/problem");
const QString dominationSize = QStringLiteral("domination/size");
const QString dominationQueens = QStringLiteral("domination/queens");
const QString independent = QStringLiteral("domination/independent");
const QString heat = QStringLiteral("view/heatMap");
} // namespace key

int readInt(const QSettings &s, const QString &k, int fallback, int min, int max)
{
    bool ok = false;
    const int v = s.value(k).toInt(&ok);
    return ok && v >= min && v <= max ? v : fallback;
}

bool readBool(const QSettings &s, const QString &k, bool fallback)
{
    const QVariant v = s.value(k);
    if (!v.isValid())
        return fallback;
    const QString text = v.toString();
    if (text == u"true" || text == u"1")
        return true;
    if (text == u"false" || text == u"0")
        return false;
    return fallback;
}
} // namespace

Settings::Settings(const QString &fileName)
    : m_settings(fileName.isEmpty() ? std::make_unique<QSettings>()
                                    : std::make_unique<QSettings>(fileName, QSettings::IniFormat))
{
}

int Settings::maxSizeFor(AlgorithmId id)
{
    return std::min(Algorithms::info(id).maxSize, id == AlgorithmId::MinConflicts ? kMaxBoardSize : 32);
}

bool Settings::domination() const
{
    return m_settings->value(key::problem).toString() == u"domination";
}

void Settings::setDomination(bool on)
{
    m_settings->setValue(key::problem, on ? QStringLiteral("domination") : QStringLiteral("non-attacking"));
}

int Settings::dominationSize() const
{
    return readInt(*m_settings, key::dominationSize, kDefaultSize, 1,
                   Algorithms::domination().maxSize);
}

void Settings::setDominationSize(int n)
{
    m_settings->setValue(key::dominationSize, n);
}

int Settings::dominationQueens() const
{
    const int n = dominationSize();
    return readInt(*m_settings, key::dominationQueens, std::min(5, n), 1, n);
}

void Settings::setDominationQueens(int k)
{
    m_settings->setValue(key::dominationQueens, k);
}

bool Settings::dominationIndependent() const
{
    return readBool(*m_settings, key::independent, false);
}

void Settings::setDominationIndependent(bool on)
{
    m_settings->setValue(key::independent, on);
}

bool Settings::showHeat() const
{
    return readBool(*m_settings, key::heat, true);
}

void Settings::setShowHeat(bool show)
{
    m_settings->setValue(key::heat, show);
}

AlgorithmId Settings::algorithm() const
{
    const AlgorithmInfo *info = Algorithms::find(m_settings->value(key::algorithm).toString());
    return info ? info->id : kDefaultAlgorithm;
}

void Settings::setAlgorithm(AlgorithmId id)
{
    m_settings->setValue(key::algorithm, Algorithms::info(id).idString());
}

int Settings::boardSize() const
{
    return readInt(*m_settings, key::size, kDefaultSize, 1, maxSizeFor(algorithm()));
}

void Settings::setBoardSize(int n)
{
    m_settings->setValue(key::size, n);
}

SolveMode Settings::mode() const
{
    return m_settings->value(key::mode).toString() == u"first" ? SolveMode::First : SolveMode::All;
}

void Settings::setMode(SolveMode mode)
{
    m_settings->setValue(key::mode,
                         mode == SolveMode::First ? QStringLiteral("first") : QStringLiteral("all"));
}

int Settings::speedLevel() const
{
    return readInt(*m_settings, key::speed, kDefaultSpeed, 0, StepPlayer::speedLevels() - 1);
}

void Settings::setSpeedLevel(int level)
{
    m_settings->setValue(key::speed, level);
}

Theme::Kind Settings::theme() const
{
    const QString v = m_settings->value(key::theme).toString();
    return v == u"dark" ? Theme::Dark : Theme::Light;
}

void Settings::setTheme(Theme::Kind kind)
{
    m_settings->setValue(key::theme, kind == Theme::Dark ? QStringLiteral("dark")
                                                         : QStringLiteral("light"));
}

bool Settings::startPaused() const
{
    return readBool(*m_settings, key::startPaused, true);
}

void Settings::setStartPaused(bool paused)
{
    m_settings->setValue(key::startPaused, paused);
}

bool Settings::showCoordinates() const
{
    return readBool(*m_settings, key::coordinates, true);
}

void Settings::setShowCoordinates(bool show)
{
    m_settings->setValue(key::coordinates, show);
}

bool Settings::showAttacks() const
{
    return readBool(*m_settings, key::attacks, true);
}

void Settings::setShowAttacks(bool show)
{
    m_settings->setValue(key::attacks, show);
}

QString Settings::language() const
{
    const QString code = m_settings->value(key::language).toString();
    return Language::codes().contains(code) ? code : QString();
}

void Settings::setLanguage(const QString &code)
{
    m_settings->setValue(key::language, code);
}

QByteArray Settings::geometry() const
{
    return m_settings->value(key::geometry).toByteArray();
}

void Settings::setGeometry(const QByteArray &geometry)
{
    m_settings->setValue(key::geometry, geometry);
}

QByteArray Settings::windowState() const
{
    return m_settings->value(key::state).toByteArray();
}

void Settings::setWindowState(const QByteArray &state)
{
    m_settings->setValue(key::state, state);
}

} // namespace nq
