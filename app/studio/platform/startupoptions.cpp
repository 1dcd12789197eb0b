// SPDX-License-Identifier: GPL-3.0-or-later
#include "platform/startupoptions.h"

#include "messagetext.h"
#include "platform/settings.h"
#include "playback/stepplayer.h"

namespace nq {

StartupOptions StartupOptions::parse(const QStringList &args)
{
    StartupOptions o;
    QString sizeText;
    for (qsizetype i = 0; i < args.size(); ++i) {
        QString arg = args[i];
        QString value;
        const qsizetype eq = arg.indexOf(u'=');
        const bool inlineValue = arg.startsWith(u"--") && eq > 0;
        if (inlineValue) {
            value = arg.mid(eq + 1);
            arg = arg.left(eq);
        }
        auto takeValue = [&]() -> bool {
            if (inlineValue)
                return true;
            if (i + 1 < args.size()) {
                value = args[++i];
                return true;
            }
            o.messages << tr("nqueens-studio: option '%1' needs a value; ignored").arg(printable(arg));
            return false;
        };
        if (arg == u"--play") {
            o.play = true;
        } else if (arg == u"--algorithm") {
            if (!takeValue())
                continue;
            if (const AlgorithmInfo *info = Algorithms::find(value))
                o.algorithm = info->id;
            else
                o.messages << tr("nqueens-studio: unknown algorithm '%1' (known: %2); using the "
                                 "default")
                                      .arg(printable(value), Algorithms::keyList());
        } else if (arg == u"--dominate") {
            if (!takeValue())
                continue;
            bool ok = false;
            const int k = value.toInt(&ok);
            if (ok && k >= 1 && k <= Algorithms::domination().maxSize)
                o.dominationQueens = k;
            else
                o.messages << tr("nqueens-studio: --dominate must be a number of queens from 1 to "
                                 "%1, not '%2'; ignored")
                                      .arg(Algorithms::domination().maxSize)
                                      .arg(printable(value));
        } else if (arg == u"--independent") {
            o.independent = true;
        } else if (arg == u"--size") {
            if (takeValue())
                sizeText = value;
        } else if (arg == u"--speed") {
            if (!takeValue())
                continue;
            bool ok = false;
            const double sps = value.toDouble(&ok);
            if (value == u"max" || value == u"maximum")
                o.speedLevel = StepPlayer::speedLevels() - 1;
            else if (ok && sps >= 0.25 && sps <= 250000)
                o.speedLevel = StepPlayer::levelFor(sps);
            else
                o.messages << tr("nqueens-studio: --speed must be steps per second from 0.25 to "
                                 "250000, or max, not '%1'; using the default")
                                      .arg(printable(value));
        } else if (arg.startsWith(u'-')) {
            o.messages << tr("nqueens-studio: unknown option '%1'; ignored").arg(printable(arg));
        }
        // Other arguments (Qt's own, such as -platform) are left to QApplication.
    }
    if (!sizeText.isNull()) {
        const AlgorithmId id = o.dominationQueens ? AlgorithmId::Domination
                                                  : o.algorithm.value_or(Settings::kDefaultAlgorithm);
        const int max = id == AlgorithmId::Domination ? Algorithms::domination().maxSize
                                                      : Settings::maxSizeFor(id);
        bool ok = false;
        const int n = sizeText.toInt(&ok);
        if (ok && n >= 1 && n <= max && o.dominationQueens && *o.dominationQueens > n)
            o.messages << tr("nqueens-studio: --dominate %1 needs a board of at least %1 × %1, not "
                             "%2 × %2; using %1 × %1")
                                  .arg(*o.dominationQueens)
                                  .arg(n);
        else if (ok && n >= 1 && n <= max)
            o.size = n;
        else
            o.messages << tr("nqueens-studio: --size must be a whole number from 1 to %1 for %2, "
                             "not '%3'; using the default")
                                  .arg(max)
                                  .arg(Algorithms::info(id).idString(), printable(sizeText));
    }
    return o;
}

} // namespace nq
